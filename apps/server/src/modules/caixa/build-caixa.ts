import type { CaixaDay, CaixaEntry, CaixaMethodTotal, CaixaPeriod, CaixaResponse } from '@despacha/domain/contracts/caixa';
import { caixaMessages as m } from '@despacha/domain/caixa/messages';
import { expenseKindLabel, ledgerMethodLabel, ledgerPaymentMethodValues, unknownLedgerMethod } from '@despacha/domain/ledger/options';
import type { Db } from '../../db/client.ts';
import { balanceBefore, ledgerEntries, movementSums, type LedgerRow, type MovementSum } from './queries.ts';

const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

function toEntry(row: LedgerRow, balanceCents: number | null): CaixaEntry {
  const payment = row.kind === 'payment';
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    time: row.time,
    serviceId: row.serviceId,
    serviceNumber: row.serviceNumber,
    ownerName: row.ownerName,
    description: payment ? joined(m.receipt(row.receiptNumber ?? 0), row.note) : joined(expenseKindLabel(row.expenseKind), row.note),
    method: row.method,
    methodLabel: ledgerMethodLabel(row.method),
    inCents: payment ? row.amountCents : 0,
    outCents: payment ? 0 : row.amountCents,
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

/**
 * The caixa of a period: opening balance, each day's entries with the running balance and the
 * day's subtotal, totals per method and the closing balance. Voided entries are listed apart.
 */
export async function buildCaixa(db: Db, agencyId: string, period: Pick<CaixaPeriod, 'from' | 'to'>, limit: number): Promise<CaixaResponse> {
  const [openingCents, sums, live, voided] = await Promise.all([
    balanceBefore(db, agencyId, period.from),
    movementSums(db, agencyId, period),
    ledgerEntries(db, agencyId, period, { voided: false, limit }),
    ledgerEntries(db, agencyId, period, { voided: true, limit }),
  ]);

  const dates = [...new Set(sums.map((s) => s.date))].sort();
  let closing = openingCents;
  let next = 0;
  const days: CaixaDay[] = dates.map((date) => {
    const ofDay = sums.filter((s) => s.date === date);
    const inCents = ofDay.reduce((n, s) => n + s.inCents, 0);
    const outCents = ofDay.reduce((n, s) => n + s.outCents, 0);
    // Entries come in caixa order: each balance is the one before plus this movement. A day
    // listed only in part (truncated) still closes on its full subtotal.
    let balance = closing;
    const entries: CaixaEntry[] = [];
    for (; next < live.length && live[next]!.date === date; next++) {
      const row = live[next]!;
      balance += row.kind === 'payment' ? row.amountCents : -row.amountCents;
      entries.push(toEntry(row, balance));
    }
    closing += inCents - outCents;
    return { date, inCents, outCents, closingCents: closing, entries };
  });

  const inCents = sums.reduce((n, s) => n + s.inCents, 0);
  const outCents = sums.reduce((n, s) => n + s.outCents, 0);
  const entryCount = sums.reduce((n, s) => n + s.count, 0);
  return {
    from: period.from,
    to: period.to,
    openingCents,
    inCents,
    outCents,
    netCents: inCents - outCents,
    closingCents: openingCents + inCents - outCents,
    byMethod: methodTotals(sums),
    days,
    entryCount,
    truncated: live.length < entryCount,
    voided: voided.map((row) => toEntry(row, null)),
  };
}

