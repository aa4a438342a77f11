import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatPhone } from '@despacha/domain/validators/phone';
import { DEFAULT_REQUEST_PLACE } from '@despacha/domain/contracts/requests/defaults';
import { PdfPool } from './pool.ts';

// Started with the first document, so a server that prints nothing runs no worker.
let pool: PdfPool | null = null;

/** Ends the PDF workers (the app does on close); a later document starts new ones. */
export async function closePdfWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

export type AgencyHeading = {
  name: string;
  cnpj: string;
  phone: string | null;
  email: string;
  address: string | null;
  city: string | null;
  state: string | null;
};

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

/**
 * A4 with the house styles; every PDF the server makes goes through here. Rendered by a worker
 * (pool.ts): a document over its time limit answers 422, too many at once 503 (HttpError).
 */
export async function renderPdf(content: Content[], info: { title: string; landscape?: boolean; watermark?: string }): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: info.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 40, 40, 40],
    info: { title: info.title, creator: 'Despacha' },
    // Across every page, for a document that must not pass for valid (a cancelled NFS-e's DANFSe).
    ...(info.watermark ? { watermark: { text: info.watermark, color: '#cc0000', opacity: 0.25, bold: true } } : {}),
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      agencyName: { fontSize: 14, bold: true },
      title: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 6, 0, 12] },
      label: { bold: true },
      small: { fontSize: 8, color: '#444444' },
    },
    content,
  };
  return (pool ??= new PdfPool()).render(doc);
}

/** Agency heading, then the document's own content: one call per printed document. */
export function agencyDocument(agency: AgencyHeading, title: string, body: Content[]): Promise<Buffer> {
  return renderPdf([agencyHeading(agency), ...body], { title });
}

/** Where the agency's documents are signed: its city, or Rio de Janeiro when it has none. */
export const agencyPlace = (agency: Pick<AgencyHeading, 'city'>) => agency.city?.trim() || DEFAULT_REQUEST_PLACE;
