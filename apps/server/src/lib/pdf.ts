import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatPhone } from '@despacha/domain/validators/phone';

// The standard PDF fonts need no files; WinAnsi covers Portuguese accents.
const helvetica = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
pdfmake.setFonts({ Helvetica: helvetica });
// Documents are built from our data only: no URL is fetched and no local file but these fonts is read.
const allowedLocal = new Set(Object.values(helvetica));
pdfmake.setUrlAccessPolicy(() => false);
(pdfmake as unknown as { setLocalAccessPolicy(cb: (p: string) => boolean): void }).setLocalAccessPolicy((p) => allowedLocal.has(p));

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
