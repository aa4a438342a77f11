import type { CaixaDay, CaixaEntry, CaixaMethodTotal, CaixaPeriod, CaixaResponse } from '@despacha/domain/contracts/caixa';
import { CAIXA_VOIDED_ENTRIES_MAX, caixaMessages as m } from '@despacha/domain/caixa/messages';
import { commissionMessages } from '@despacha/domain/commissions/messages';
import { expenseKindLabel, ledgerMethodLabel, ledgerPaymentMethodValues, unknownLedgerMethod } from '@despacha/domain/ledger/options';
import type { Db } from '../../db/client.ts';
import { liveEntriesPage, periodSums, voidedLedgerEntries, type LedgerRow, type LiveLedgerRow, type MovementSum } from './queries.ts';

const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** What the entry says: the receipt, the expense's kind, the commission's origin (issue 34 item 13) or the refund's receipt; then its note. */
function descriptionOf(row: LedgerRow): string {
  if (row.kind === 'payment') return joined(m.receipt(row.receiptNumber ?? 0), row.note);
  if (row.kind === 'commission') return joined(commissionMessages.ledgerNote(row.originName ?? ''), row.note);
  if (row.kind === 'refund') return joined(m.refund(row.receiptNumber ?? 0), row.note);
  return joined(expenseKindLabel(row.expenseKind), row.note);
}

function toEntry(row: LedgerRow, balanceCents: number | null): CaixaEntry {
  // Money in: a payment, or a commission the agency received from the origin. Out: the rest (refunds included).
  const moneyIn = row.kind === 'payment' || (row.kind === 'commission' && row.direction === 'receive');
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    time: row.time,
    serviceId: row.serviceId,
    serviceNumber: row.serviceNumber,
    ownerName: row.ownerName,
    description: descriptionOf(row),
    method: row.method,
    methodLabel: ledgerMethodLabel(row.method),
    inCents: moneyIn ? row.amountCents : 0,
    outCents: moneyIn ? 0 : row.amountCents,
    balanceCents,
    who: row.who,
    voidReason: row.voidReason,
  };
}

/** The five methods always (a card per method), the migrated "não informado" only when it moved. */
function methodTotals(sums: MovementSum[]): CaixaMethodTotal[] {
  const methods: string[] = [...ledgerPaymentMethodValues];
  if (sums.some((s) => s.method === unknownLedgerMethod.value)) methods.push(unknownLedgerMethod.value);
  return methods.map((method) => {
    const of = sums.filter((s) => s.method === method);
    const inCents = of.reduce((n, s) => n + s.inCents, 0);
    const outCents = of.reduce((n, s) => n + s.outCents, 0);
    return { method, label: ledgerMethodLabel(method), inCents, outCents, netCents: inCents - outCents };
  });
}

type DayTotal = { inCents: number; outCents: number; closingCents: number };

/** Each day's subtotal and closing balance, over all of its entries. */
function dayTotals(sums: MovementSum[], openingCents: number): Map<string, DayTotal> {
  const totals = new Map<string, DayTotal>();
  for (const s of sums) {
    const day = totals.get(s.date) ?? { inCents: 0, outCents: 0, closingCents: 0 };
    day.inCents += s.inCents;
    day.outCents += s.outCents;
    totals.set(s.date, day);
  }
  let closing = openingCents;
  for (const date of [...totals.keys()].sort()) {
    const day = totals.get(date)!;
    closing += day.inCents - day.outCents;
    day.closingCents = closing;
  }
  return totals;
}

/** The page's entries grouped by day (they come in caixa order), each day with its full subtotal. */
function pageDays(rows: LiveLedgerRow[], sums: MovementSum[], openingCents: number): CaixaDay[] {
  const totals = dayTotals(sums, openingCents);
  const days: CaixaDay[] = [];
  for (const row of rows) {
    const balance = openingCents + row.movementCents;
    let day = days.at(-1);
    if (day?.date !== row.date) {
      // The sums and the page are two reads: an entry recorded between them has no sum yet.
      day = { date: row.date, ...(totals.get(row.date) ?? { inCents: 0, outCents: 0, closingCents: balance }), entries: [] };
      days.push(day);
    }
    day.entries.push(toEntry(row, balance));
  }
  return days;
}

export type CaixaPage = { page: number; pageSize: number };

/**
 * The caixa of a period: opening balance, totals per method and the closing balance over the
 * whole period, and one page of its live entries, grouped by day, each with its running balance
 * and its day's subtotal. Voided entries are listed apart.
 */
export async function buildCaixa(db: Db, agencyId: string, period: Pick<CaixaPeriod, 'from' | 'to'>, { page, pageSize }: CaixaPage): Promise<CaixaResponse> {
  const [{ openingCents, movement: sums }, live, voided] = await Promise.all([
    periodSums(db, agencyId, period),
    liveEntriesPage(db, agencyId, period, { offset: (page - 1) * pageSize, limit: pageSize }),
    voidedLedgerEntries(db, agencyId, period, CAIXA_VOIDED_ENTRIES_MAX),
  ]);
  const inCents = sums.reduce((n, s) => n + s.inCents, 0);
  const outCents = sums.reduce((n, s) => n + s.outCents, 0);
  return {
    from: period.from,
    to: period.to,
    openingCents,
    inCents,
    outCents,
    netCents: inCents - outCents,
    closingCents: openingCents + inCents - outCents,
    byMethod: methodTotals(sums),
    days: pageDays(live, sums, openingCents),
    entryCount: sums.reduce((n, s) => n + s.count, 0),
    page,
    pageSize,
    voided: voided.map((row) => toEntry(row, null)),
  };
}
