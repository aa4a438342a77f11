import type { CellType, ReportColumn, Report as GenericReport } from '../../../lib/reports/report.ts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { billingReportLabels, type BillingReportKind } from '@despacha/domain/billing/admin';
import { paymentMethodLabels } from '@despacha/domain/billing/settings';
import { invoiceStatusOptions, paymentStatusOptions } from '@despacha/domain/statuses';
import type { Db } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { periodSummary } from './period-summary.ts';
import { paymentFilter, selectInvoices, selectPayments, toInvoiceItem, toPaymentItem } from './queries.ts';

/** A report as a table: each column says what its cells are, so XLSX types them and PDF aligns them. */
export type { CellType, ReportColumn } from '../../../lib/reports/report.ts';
export type Report = GenericReport & { kind: BillingReportKind };

// The largest report a request builds: a platform's invoices for a long period fit many times over.
const REPORT_ROWS_MAX = 20_000;
const label = (options: readonly { value: string; label: string }[], v: string) => options.find((o) => o.value === v)?.label ?? v;
const col = (header: string, width: number, type: CellType): ReportColumn => ({ header, width, type });
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export async function buildReport(db: Db, kind: BillingReportKind, from: string, to: string, now: Date = new Date()): Promise<Report> {
  const base = { kind, title: billingReportLabels[kind], from, to };
  if (kind === 'faturas') {
    const rows = await selectInvoices(db, and(gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)))
      .orderBy(asc(invoices.number))
      .limit(REPORT_ROWS_MAX);
    return {
      ...base,
      columns: [
        col('Número', 10, 'int'),
        col('Cliente', 36, 'text'),
        col('Plano', 16, 'text'),
        col('Emissão', 12, 'date'),
        col('Vencimento', 12, 'date'),
        col('Valor', 14, 'money'),
        col('Pago', 14, 'money'),
        col('Status', 12, 'text'),
      ],
      rows: rows
        .map(toInvoiceItem)
        .map((i) => [i.number, i.clientName, i.planName, i.issuedDate, i.dueDate, i.amountCents, i.paidCents, label(invoiceStatusOptions, i.status)]),
    };
  }
  if (kind === 'pagamentos') {
    const rows = await selectPayments(db, paymentFilter({ from, to })).limit(REPORT_ROWS_MAX);
    return {
      ...base,
      columns: [
        col('Data', 12, 'date'),
        col('Fatura', 10, 'int'),
        col('Cliente', 36, 'text'),
        col('Forma', 14, 'text'),
        col('Valor', 14, 'money'),
        col('Status', 12, 'text'),
        col('Referência', 24, 'text'),
      ],
      rows: rows
        .map(toPaymentItem)
        .map((p) => [
          p.paidOn,
          p.invoiceNumber,
          p.clientName,
          paymentMethodLabels[p.method],
          p.amountCents,
          label(paymentStatusOptions, p.status),
          p.reference,
        ]),
    };
  }
  if (kind === 'inadimplencia') {
    // What is overdue today, whatever the period: delinquency is a position, not a flow.
    const today = todayIso(now);
    const rows = await selectInvoices(db, eq(invoices.status, 'overdue')).orderBy(asc(invoices.dueOn)).limit(REPORT_ROWS_MAX);
    return {
      ...base,
      columns: [
        col('Número', 10, 'int'),
        col('Cliente', 36, 'text'),
        col('Vencimento', 12, 'date'),
        col('Dias em atraso', 14, 'int'),
        col('Valor', 14, 'money'),
        col('Em aberto', 14, 'money'),
      ],
      rows: rows
        .map(toInvoiceItem)
        .map((i) => [i.number, i.clientName, i.dueDate, Math.max(0, daysBetween(i.dueDate, today)), i.amountCents, Math.max(0, i.amountCents - i.paidCents)]),
    };
  }
  const s = await periodSummary(db, from, to);
  const pct = (bps: number) => bps / 100;
  return {
    ...base,
    columns: [col('Item', 36, 'text'), col('Taxa (%)', 10, 'percent'), col('Valor', 16, 'money')],
    rows: [
      ['Receita bruta', '', s.grossCents],
      ['Impostos', pct(s.taxRateBps), -s.taxesCents],
      ...s.feesByMethod.map((f) => [`Taxa de processamento — ${paymentMethodLabels[f.method]}`, pct(f.feeBps), -f.feeCents]),
      ['Receita líquida', '', s.netCents],
    ],
  };
}
