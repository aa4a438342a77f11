import type { Content } from 'pdfmake/interfaces';
import type { BillingSettings } from '@despacha/domain/billing/settings';
import { invoicePdfLabels as L } from '@despacha/domain/billing/invoice-pdf';
import { invoiceStatusOptions } from '@despacha/domain/statuses';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { renderPdf } from '../../../lib/pdf/render.ts';
import type { InvoiceAgency, InvoiceRow } from '../pix/invoice-access.ts';

export type InvoicePdfFacts = {
  invoice: InvoiceRow;
  agency: InvoiceAgency;
  planName: string;
  settings: BillingSettings;
  paidCents: number;
  /** Copia-e-cola of what is owed; null when paid, cancelled or PIX is not configured. */
  brCode: string | null;
  /** Something is still owed on an open invoice: without a BR Code, the PDF says how to pay is "a confirmar". */
  payable: boolean;
};

const statusLabel = (status: string) => invoiceStatusOptions.find((o) => o.value === status)?.label ?? status;

/** Plan and additional users as snapshotted at issue; an invoice older than the snapshot is one plan line. */
function items(f: InvoicePdfFacts): { description: string; quantity: number; unitCents: number; totalCents: number }[] {
  const i = f.invoice;
  const extrasCents = i.additionalUsers * i.additionalUserPriceCents;
  const planCents = i.planPriceCents > 0 ? i.planPriceCents : i.amountCents - extrasCents;
  const rows = [{ description: L.planItem(f.planName, i.baseUsers), quantity: 1, unitCents: planCents, totalCents: planCents }];
  if (i.additionalUsers > 0) {
    rows.push({ description: L.additionalUsersItem, quantity: i.additionalUsers, unitCents: i.additionalUserPriceCents, totalCents: extrasCents });
  }
  return rows;
}

const labelled = (label: string, value: string): Content => ({ text: [{ text: `${label}: `, style: 'label' }, value] });

/** The invoice of one period as an A4 PDF: issuer, client, items, total, due date and the PIX to pay it. */
export function invoicePdf(f: InvoicePdfFacts): Promise<Buffer> {
  const { invoice: i, agency: a, settings: s } = f;
  const period = i.periodStart && i.periodEnd ? `${formatBrDate(i.periodStart)} a ${formatBrDate(i.periodEnd)}` : formatBrDate(i.issuedOn);
  const place = [a.address, [a.city, a.state].filter(Boolean).join('/')].filter(Boolean).join(' — ');
  const content: Content[] = [
    {
      stack: [
        { text: s.issuerName, style: 'agencyName' },
        // The issuer is always identified: its CNPJ, or "a confirmar" while the settings lack it.
        { text: `${L.issuerCnpj} ${s.issuerCnpj.trim() ? displayCnpj(s.issuerCnpj) : L.toConfirm}`, style: 'small' },
        ...(s.issuerAddress ? [{ text: s.issuerAddress, style: 'small' }] : []),
      ],
      margin: [0, 0, 0, 8],
    },
    { text: L.title(i.number), style: 'title' },
    {
      columns: [
        { stack: [{ text: L.client, style: 'label' }, a.name, `CNPJ ${displayCnpj(a.cnpj)}`, ...(place ? [place] : []), a.email] },
        {
          stack: [
            labelled(L.number, String(i.number)),
            labelled(L.period, period),
            labelled(L.issuedOn, formatBrDate(i.issuedOn)),
            labelled(L.dueOn, formatBrDate(i.dueOn)),
            labelled(L.status, statusLabel(i.status)),
          ],
        },
      ],
      margin: [0, 0, 0, 14],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 60, 90, 90],
        body: [
          [L.description, L.quantity, L.unitPrice, L.amount].map((text) => ({ text, style: 'label' })),
          ...items(f).map((r) => [r.description, String(r.quantity), formatMoney(r.unitCents), formatMoney(r.totalCents)]),
          [{ text: L.total, style: 'label', colSpan: 3 }, '', '', { text: formatMoney(i.amountCents), style: 'label' }],
        ],
      },
      margin: [0, 0, 0, 10],
    },
    ...(f.paidCents > 0 ? [labelled(L.paid, formatMoney(f.paidCents))] : []),
    ...(f.brCode ? pixBlock(f.brCode, s.pixKey) : f.payable ? paymentToConfirm() : []),
  ];
  return renderPdf(content, { title: L.title(i.number) });
}

function pixBlock(brCode: string, pixKey: string): Content[] {
  return [
    { text: L.pixTitle, style: 'label', margin: [0, 16, 0, 6] },
    {
      columns: [
        { qr: brCode, fit: 140, eccLevel: 'M', width: 150 },
        { stack: [labelled(L.pixKey, pixKey.trim()), { text: L.pixCopyPaste, style: 'small', margin: [0, 6, 0, 0] }, { text: brCode, fontSize: 8 }] },
      ],
    },
  ];
}

/** An open invoice while the platform has no PIX key: how to pay is said to be confirmed, never made up. */
const paymentToConfirm = (): Content[] => [{ text: L.paymentTitle, style: 'label', margin: [0, 16, 0, 6] }, { text: L.paymentToConfirm }];
