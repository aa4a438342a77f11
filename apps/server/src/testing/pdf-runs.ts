import { createRequire } from 'node:module';
import { pdfStreams } from './pdf-text.ts';

// Test support: what a PDF draws, page by page and in drawing order, with positions, so a test
// can read a form as a clerk does: that a value stays inside its column, that two words are not
// pushed apart, that a box is ticked next to its own label.

export type PdfRun = { kind: 'text'; page: number; x: number; y: number; size: number; bold: boolean; text: string; width: number };
/** The X drawn in a ticked checkbox (layout.ts checkList): two diagonal strokes of 5 × 6 pt. */
export type PdfCross = { kind: 'cross'; page: number };
export type PdfMark = PdfRun | PdfCross;

type Measurer = { font(name: string): Measurer; fontSize(size: number): Measurer; widthOfString(text: string): number };
const require = createRequire(import.meta.url);
const PDFDocument = require(createRequire(require.resolve('pdfmake')).resolve('pdfkit')) as new () => Measurer;
const measurer = new PDFDocument();

/** The width pdfkit gives a text in Helvetica (bold or not) at `size`. */
export const textWidth = (text: string, size: number, bold = false) =>
  measurer
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .widthOfString(text);

const decodeHex = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/** The page content streams in order (pdfmake writes one per page, compressed). */
const pageStreams = (pdf: Buffer): string[] =>
  pdfStreams(pdf)
    .filter((s) => s.inflated)
    .map((s) => s.bytes.toString('latin1'))
    .filter((text) => /\bBT\b/.test(text));

/** Text runs and checkbox crosses, in the order each page draws them. */
export function pdfMarks(pdf: Buffer): PdfMark[] {
  const marks: PdfMark[] = [];
  const bases = new Map<string, string | undefined>();
  pageStreams(pdf).forEach((content, page) => {
    const ops = /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s*\/(F\d+) ([\d.]+) Tf\s*\[([^\]]*)\]\s*TJ|([\d.-]+) ([\d.-]+) m\s+([\d.-]+) ([\d.-]+) l/g;
    let strokes = 0;
    for (const m of content.matchAll(ops)) {
      if (m[1] !== undefined) {
        const text = [...m[5]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1]!)).join('');
        const size = Number(m[4]);
        if (!bases.has(m[3]!)) bases.set(m[3]!, fontBase(pdf, m[3]!));
        const isBold = /Bold/.test(bases.get(m[3]!) ?? '');
        // The trailing space of a word is not drawn: a justified line's last word ends at the margin.
        marks.push({ kind: 'text', page, x: Number(m[1]), y: Number(m[2]), size, bold: isBold, text, width: textWidth(text.trimEnd(), size, isBold) });
        continue;
      }
      const dx = Math.abs(Number(m[8]) - Number(m[6]));
      const dy = Math.abs(Number(m[9]) - Number(m[7]));
      if (Math.abs(dx - 5) < 0.01 && Math.abs(dy - 6) < 0.01 && ++strokes % 2 === 0) marks.push({ kind: 'cross', page });
    }
  });
  return marks;
}

/** The base font a page's font resource names (e.g. F2 → Helvetica-Bold). */
function fontBase(pdf: Buffer, resource: string): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(`/${resource} (\\d+) 0 R`).exec(raw)?.[1];
  if (!ref) return undefined;
  return new RegExp(`\\n${ref} 0 obj[\\s\\S]*?/BaseFont /([\\w-]+)`).exec(raw)?.[1];
}

export const pdfRuns = (pdf: Buffer): PdfRun[] => pdfMarks(pdf).filter((m): m is PdfRun => m.kind === 'text');

/** The label of each ticked box: the words drawn right after its cross, up to the next mark that is not a word of it. */
export function tickedLabels(pdf: Buffer): string[] {
  const marks = pdfMarks(pdf);
  const labels: string[] = [];
  marks.forEach((mark, i) => {
    if (mark.kind !== 'cross') return;
    const first = marks[i + 1];
    if (!first || first.kind !== 'text') return;
    let text = '';
    let end = first.x;
    for (let j = i + 1; j < marks.length; j++) {
      const m = marks[j]!;
      // The next column's label is on the same line, after a gap wider than a space.
      if (m.kind !== 'text' || m.size !== first.size || Math.abs(m.y - first.y) > 0.5 || m.x - end > 6) break;
      text += m.text;
      end = m.x + m.width;
    }
    labels.push(text.trim());
  });
  return labels;
}
