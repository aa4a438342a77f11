import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatPhone } from '@despacha/domain/validators/phone';
import { DEFAULT_REQUEST_PLACE } from '@despacha/domain/contracts/requests/sale-intention';

// The standard PDF fonts need no files; WinAnsi covers Portuguese accents.
const helvetica = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
pdfmake.setFonts({ Helvetica: helvetica });
// Documents are built from our data only: no URL is fetched and no local file but these fonts is read.
const allowedLocal = new Set(Object.values(helvetica));
pdfmake.setUrlAccessPolicy(() => false);
(pdfmake as unknown as { setLocalAccessPolicy(cb: (p: string) => boolean): void }).setLocalAccessPolicy((p) => allowedLocal.has(p));

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

export type AgencyHeading = { name: string; cnpj: string; phone: string | null; email: string; address: string | null; city: string | null; state: string | null };

/** The agency's letterhead that opens every document. */
export function agencyHeading(agency: AgencyHeading): Content {
  const place = [agency.address, [agency.city, agency.state].filter(Boolean).join('/')].filter(Boolean).join(' — ');
  const contact = [agency.phone ? formatPhone(agency.phone) : '', agency.email].filter(Boolean).join(' · ');
  return {
    stack: [
      { text: agency.name, style: 'agencyName' },
      { text: `CNPJ ${displayCnpj(agency.cnpj)}`, style: 'small' },
      ...(place ? [{ text: place, style: 'small' }] : []),
      ...(contact ? [{ text: contact, style: 'small' }] : []),
    ],
    margin: [0, 0, 0, 12],
  };
}

/** A4 with the house styles; every PDF the server makes goes through here. */
export async function renderPdf(content: Content[], info: { title: string }): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: info.title, creator: 'Despacha' },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      agencyName: { fontSize: 14, bold: true },
      title: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 6, 0, 12] },
      label: { bold: true },
      small: { fontSize: 8, color: '#444444' },
    },
    content,
  };
  return pdfmake.createPdf(doc).getBuffer();
}

/** Agency heading, then the document's own content: one call per printed document. */
export function agencyDocument(agency: AgencyHeading, title: string, body: Content[]): Promise<Buffer> {
  return renderPdf([agencyHeading(agency), ...body], { title });
}

/** Where the agency's documents are signed: its city, or Rio de Janeiro when it has none. */
export const agencyPlace = (agency: Pick<AgencyHeading, 'city'>) => agency.city?.trim() || DEFAULT_REQUEST_PLACE;
