import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { tableLayouts } from './layout.ts';
import { cutLongRunsIn } from './wrap.ts';

// pdfmake as the PDF workers run it (see pool.ts): loaded once per worker, never on the main thread.

// The standard PDF fonts need no files; WinAnsi covers Portuguese accents.
const helvetica = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
pdfmake.setFonts({ Helvetica: helvetica });
// Documents are built from our data only: no URL is fetched and no local file but these fonts is read.
const allowedLocal = new Set(Object.values(helvetica));
pdfmake.setUrlAccessPolicy(() => false);
(pdfmake as unknown as { setLocalAccessPolicy(cb: (p: string) => boolean): void }).setLocalAccessPolicy((p) => allowedLocal.has(p));
// Functions cannot cross to a worker, so documents name their table layouts and the worker holds them.
pdfmake.addTableLayouts(tableLayouts);

/**
 * pdfkit parses the text metrics (AFM) of each standard font again for every document: two
 * thirds of a one-page form's render time. They never change, so each font is parsed once and
 * its tables shared (pdfkit only reads them). Reached through pdfmake's own pdfkit instance.
 */
function parseStandardFontsOnce() {
  const pdfkitPath = createRequire(createRequire(import.meta.url).resolve('pdfmake')).resolve('pdfkit');
  const PDFDocument = createRequire(import.meta.url)(pdfkitPath) as new () => { font(name: string): { _font: { font: object } } };
  const afmFont = new PDFDocument().font('Helvetica')._font.font.constructor as { prototype: { parse(contents: string): void } };
  const parse = afmFont.prototype.parse;
  const parsed = new Map<string, Record<string, unknown>>();
  const tables = ['attributes', 'glyphWidths', 'boundingBoxes', 'kernPairs'] as const;
  afmFont.prototype.parse = function (this: Record<string, unknown>, contents: string) {
    let cached = parsed.get(contents);
    if (!cached) {
      parse.call(this, contents);
      cached = Object.fromEntries(tables.map((t) => [t, this[t]]));
      parsed.set(contents, cached);
    }
    Object.assign(this, cached);
  };
}
parseStandardFontsOnce();

/**
 * The PDF of a complete document definition, laid out and written on the calling thread. Every
 * document passes here, so this is where long runs without a space are cut (wrap.ts).
 */
export function renderDocument(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf({ ...doc, content: cutLongRunsIn(doc.content) }).getBuffer();
}
