import type { Content } from 'pdfmake/interfaces';
import type { GuiaDetail } from '@despacha/domain/guias/contracts';
import { guiaName } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { displayPlate } from '@despacha/domain/validators/plate';
import { documentTitle, ruledTable, signatureLines } from '../../lib/pdf/layout.ts';
import { agencyDocument, type AgencyHeading } from '../../lib/pdf/render.ts';
import { dudaCodeText } from '../../lib/pdf/duda.ts';

/** A DUDA code as fact only when verified in the catalog; the rest are printed "a confirmar" (lib/pdf/duda.ts). */
const dudaText = (codes: GuiaDetail['items'][number]['dudaCodes']) => codes.map(dudaCodeText).join(', ');

/**
 * The slip filed at DETRAN with the processes (A4, rendered by the PDF worker pool): agency
 * heading, "Guia PL nº 12", date and destination, one row per process, the two signatures.
 */
export function renderGuiaPdf(agency: AgencyHeading, guia: GuiaDetail): Promise<Buffer> {
  const name = guiaName(guia.kind, guia.number);
  const content: Content[] = [
    ...documentTitle(name),
    {
      columns: [
        { text: [{ text: `${m.pdfDate}: `, bold: true }, formatBrDate(guia.issuedOn)] },
        { text: [{ text: `${m.pdfDestination}: `, bold: true }, guia.destination], width: '*' },
      ],
      margin: [0, 0, 0, 4],
    },
    ruledTable(
      [m.serviceNumber, m.plate, m.renavam, m.service, m.owner, m.duda],
      guia.items.map((i) => [String(i.serviceNumber), displayPlate(i.placa), i.renavam, i.serviceLabel, i.ownerName, dudaText(i.dudaCodes)]),
      [42, 58, 68, '*', '*', 80],
    ),
    { text: m.pdfTotal(guia.items.length), fontSize: 9, margin: [0, 0, 0, 4] },
    ...(guia.note ? [{ text: [{ text: `${m.note}: `, bold: true }, guia.note], fontSize: 9 } as Content] : []),
    signatureLines([m.deliveredBy, m.receivedBy]),
  ];
  return agencyDocument(agency, name, content);
}
