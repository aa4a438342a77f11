import zlib from 'node:zlib';

// Reads a PDF the way the tests need to: page count and the text drawn, with compressed
// streams inflated and pdfkit's hex strings decoded (WinAnsi ≈ latin1 for Portuguese).

export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** Every stream of the document in file order, inflated where it was compressed. */
export function pdfStreams(pdf: Buffer): { bytes: Buffer; inflated: boolean }[] {
  const out: { bytes: Buffer; inflated: boolean }[] = [];
  const raw = pdf.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      out.push({ bytes: zlib.inflateSync(bytes), inflated: true });
    } catch {
      out.push({ bytes, inflated: false });
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out;
}

const decodeHex = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/** Every text run of the document, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    const content = stream.bytes.toString('latin1');
    for (const m of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (m[2] !== undefined) lines.push(decodeHex(m[2]));
      else lines.push([...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1]!)).join(''));
    }
  }
  // pdfmake draws word by word, each word with its trailing space: concatenated they read as text.
  return lines.join('');
}

/** Every text run with where it is drawn (pdfmake sets a text matrix per run): line breaks become visible. */
export function pdfRuns(pdf: Buffer): { x: number; y: number; text: string }[] {
  const runs: { x: number; y: number; text: string }[] = [];
  for (const stream of pdfStreams(pdf)) {
    const content = stream.bytes.toString('latin1');
    for (const m of content.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm[^[<]*(?:\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj)/g)) {
      const text = m[4] !== undefined ? decodeHex(m[4]) : [...m[3]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1]!)).join('');
      runs.push({ x: Number(m[1]), y: Number(m[2]), text });
    }
  }
  return runs;
}
