import type { Content } from 'pdfmake/interfaces';
import type { LedgerPayment } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { ledgerMethodLabel } from '@despacha/domain/ledger/options';
import { amountInWords } from '@despacha/domain/money/amount-in-words';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { displayPlate } from '@despacha/domain/validators/plate';
import { placeAndDate, signatureLines } from '../../lib/pdf/layout.ts';
import { agencyDocument, agencyPlace, type AgencyHeading } from '../../lib/pdf/render.ts';

export type PaymentReceiptInput = {
  agency: AgencyHeading;
  payment: LedgerPayment;
  payer: { nome: string; cpf: string; cnpj: string };
  service: { number: number; label: string };
  vehicle: { placa: string; renavam: string };
};

const row = (label: string, value: string) => [{ text: label, bold: true }, { text: value }];

/**
 * The receipt of one payment: its number is the payment's, the amount in figures and in words.
 * A voided payment still prints (the customer may hold the original) but says it was cancelled.
 */
export function renderPaymentReceipt({ agency, payment, payer, service, vehicle }: PaymentReceiptInput): Promise<Buffer> {
  const voided = payment.voidedAt !== null;
  const document = payer.cpf || payer.cnpj ? `, ${payer.cpf ? 'CPF' : 'CNPJ'} ${displayCpfOrCnpj(payer.cpf || payer.cnpj)}` : '';
  const content: Content[] = [
    { text: m.receiptTitle(payment.number), style: 'title' },
    ...(voided
      ? [
          {
            table: { widths: ['*'], body: [[{ text: m.receiptCancelled, bold: true, fontSize: 14, color: '#b91c1c', alignment: 'center' as const }]] },
            margin: [0, 0, 0, 4] as [number, number, number, number],
          },
          {
            text: m.voidedBy(payment.voidedByName, payment.voidReason),
            alignment: 'center' as const,
            margin: [0, 0, 0, 12] as [number, number, number, number],
          },
        ]
      : []),
    {
      text: [
        'Recebemos de ',
        { text: payer.nome, bold: true },
        `${document}, a importância de `,
        { text: formatMoney(payment.amount), bold: true },
        ` (${amountInWords(payment.amount)})`,
        `, referente ao serviço "${service.label}" nº ${service.number} do veículo placa ${displayPlate(vehicle.placa)}, RENAVAM ${vehicle.renavam}.`,
      ],
      margin: [0, 0, 0, 14],
      lineHeight: 1.3,
    },
    {
      table: {
        widths: [140, '*'],
        body: [
          row(m.amount, formatMoney(payment.amount)),
          row(m.receiptMethod, ledgerMethodLabel(payment.method)),
          row(m.receiptDate, formatBrDate(payment.paidOn)),
          row(m.receiptReceivedBy, payment.receivedByName || '—'),
          ...(payment.note ? [row(m.note, payment.note)] : []),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    placeAndDate(agencyPlace(agency), formatBrDate(payment.paidOn)),
    signatureLines([[payment.receivedByName, agency.name].filter(Boolean).join(' — ')]),
  ];
  return agencyDocument(agency, `Recibo ${payment.number}`, content);
}
