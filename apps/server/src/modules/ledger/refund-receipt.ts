import type { Content } from 'pdfmake/interfaces';
import type { LedgerRefund } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { ledgerMethodLabel } from '@despacha/domain/ledger/options';
import { amountInWords } from '@despacha/domain/money/amount-in-words';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { displayPlate } from '@despacha/domain/validators/plate';
import { placeAndDate, signatureLines } from '../../lib/pdf/layout.ts';
import { agencyDocument, agencyPlace } from '../../lib/pdf/render.ts';
import type { PaymentReceiptInput } from './payment-receipt.ts';

export type RefundReceiptInput = Omit<PaymentReceiptInput, 'payment'> & { refund: LedgerRefund };

const row = (label: string, value: string) => [{ text: label, bold: true }, { text: value }];
const margin = (bottom: number): [number, number, number, number] => [0, 0, 0, bottom];

/**
 * Recibo de devolução (decision 059): the customer declares they received back part of what they
 * had paid for the service, the amount in figures and in words, and signs. A voided refund still
 * prints, marked cancelled with the reason, as a voided payment's receipt does.
 */
export function renderRefundReceipt({ agency, refund, payer, service, vehicle }: RefundReceiptInput): Promise<Buffer> {
  const document = payer.cpf || payer.cnpj ? `, ${payer.cpf ? 'CPF' : 'CNPJ'} ${displayCpfOrCnpj(payer.cpf || payer.cnpj)}` : '';
  const content: Content[] = [
    { text: m.refundReceiptTitle(refund.number), style: 'title' },
    ...(refund.voidedAt !== null
      ? [
          {
            table: { widths: ['*'], body: [[{ text: m.refundReceiptCancelled, bold: true, fontSize: 14, color: '#b91c1c', alignment: 'center' as const }]] },
            margin: margin(4),
          },
          { text: m.voidedBy(refund.voidedByName, refund.voidReason), alignment: 'center' as const, margin: margin(12) },
        ]
      : []),
    {
      text: [
        'Eu, ',
        { text: payer.nome, bold: true },
        `${document}, declaro ter recebido de volta de ${agency.name} a importância de `,
        { text: formatMoney(refund.amount), bold: true },
        ` (${amountInWords(refund.amount)})`,
        `, crédito do valor pago a mais no serviço "${service.label}" nº ${service.number} do veículo placa ${displayPlate(vehicle.placa)}, RENAVAM ${vehicle.renavam}.`,
      ],
      margin: margin(14),
      lineHeight: 1.3,
    },
    {
      table: {
        widths: [140, '*'],
        body: [
          row(m.amount, formatMoney(refund.amount)),
          row(m.refundMethod, ledgerMethodLabel(refund.method)),
          row(m.refundReceiptDate, formatBrDate(refund.paidOn)),
          row(m.refundReceiptPaidBy, refund.createdByName || '—'),
          ...(refund.note ? [row(m.note, refund.note)] : []),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    placeAndDate(agencyPlace(agency), formatBrDate(refund.paidOn)),
    signatureLines([payer.nome]),
  ];
  return agencyDocument(agency, `Recibo de devolução ${refund.number}`, content);
}
