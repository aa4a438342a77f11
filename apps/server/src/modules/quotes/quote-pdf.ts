import type { Content } from 'pdfmake/interfaces';
import type { QuoteResponse } from '@despacha/domain/quotes/contracts';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { amountText, feeText } from '@despacha/domain/money/fee-display';
import { formatPhone } from '@despacha/domain/validators/phone';
import { displayPlate } from '@despacha/domain/validators/plate';
import { placeAndDate } from '../../lib/pdf/layout.ts';
import { agencyDocument, agencyPlace, type AgencyHeading } from '../../lib/pdf/render.ts';

export type QuoteLine = { label: string; amount: number | null };

/** A line's amount as printed: a fee "a confirmar" (null) says so, never R$ 0,00 (the shared fee display, decision 078). */
export const lineAmount = feeText;

/** The total as printed: without a fee "a confirmar", it says the fee is still to be added. */
export const totalText = (total: number, detranFee: number | null) => amountText(total, detranFee === null);

/** Every charge of the quote as a line: DETRAN fee, honorários, then each extra. */
export function quoteLines(q: Pick<QuoteResponse, 'serviceLabel' | 'detranFee' | 'honorarios' | 'extras'>): QuoteLine[] {
  return [
    { label: `${m.detranFee} — ${q.serviceLabel}`, amount: q.detranFee },
    { label: m.honorarios, amount: q.honorarios },
    ...q.extras.map((e) => ({ label: e.label, amount: e.amount })),
  ];
}

/** The printable quote: A4 on the agency's letterhead, customer, lines, total and validity. */
export function renderQuotePdf(agency: AgencyHeading, q: QuoteResponse, today: string): Promise<Buffer> {
  const customer = [
    q.customerName,
    q.customerDocument ? displayCpfOrCnpj(q.customerDocument) : '',
    q.customerPhone ? formatPhone(q.customerPhone) : '',
    q.customerEmail,
  ].filter(Boolean);
  const content: Content[] = [
    { text: m.pdfTitle(q.number), style: 'title' },
    {
      table: {
        widths: [110, '*'],
        body: [
          [{ text: m.customer, bold: true }, { text: customer.join(' · ') }],
          [{ text: m.serviceType, bold: true }, { text: q.serviceLabel }],
          ...(q.plate ? [[{ text: m.plateLabel, bold: true }, { text: displayPlate(q.plate) }]] : []),
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 200],
        body: [
          [
            { text: m.pdfDescription, bold: true },
            { text: m.pdfValue, bold: true, alignment: 'right' },
          ],
          ...quoteLines(q).map((l) => [{ text: l.label }, { text: lineAmount(l.amount), bold: l.amount === null, alignment: 'right' as const }]),
          [
            { text: m.total, bold: true },
            { text: totalText(q.total, q.detranFee), bold: true, alignment: 'right' as const },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: m.pdfValidity(formatBrDate(q.validUntil)), bold: true, margin: [0, 12, 0, 4] },
    { text: m.pdfFeeNote, style: 'small' },
    ...(q.detranFee === null ? [{ text: m.pdfFeeUnconfirmedNote, style: 'small', bold: true }] : []),
    ...(q.note ? [{ text: [{ text: `${m.note}: `, bold: true }, q.note], margin: [0, 10, 0, 0] as [number, number, number, number] }] : []),
    placeAndDate(agencyPlace(agency), formatBrDate(today)),
  ];
  return agencyDocument(agency, `Orçamento ${q.number}`, content);
}
