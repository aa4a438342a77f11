import type { Db } from '../../db/client.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';

// The caixa's reads, all scoped by agency. Every sum is the database's: the screen lists one page
// of the entries, yet its balances and subtotals count them all.

export type Period = { from: string; to: string };
export type MovementSum = { date: string; method: string; inCents: number; outCents: number; count: number };
export type LedgerRow = {
  kind: 'payment' | 'expense' | 'commission' | 'refund';
  id: string;
  date: string;
  /** hh:mm on São Paulo's clock, whatever the server's zone: as the counter saw it. */
  time: string;
  serviceId: string;
  serviceNumber: number;
  ownerName: string;
  method: string;
  amountCents: number;
  note: string;
  /** The payment's (or refund's) receipt number or the expense's kind. */
  receiptNumber: number | null;
  expenseKind: string | null;
  /** A commission's origin and whether the agency paid it ('pay') or received it ('receive'). */
  originName: string | null;
  direction: string | null;
  who: string;
  voidReason: string;
};
/** A live entry with the period's signed movement up to and including it (the balance less the opening). */
export type LiveLedgerRow = LedgerRow & { movementCents: number };

// The opening balance and the period's sums per day and method, as one statement: three drizzle
// reads cost more server CPU than their work (query building, three round trips), and the caixa
// is read all day. The opening is from ledger_days, one row per day kept by the ledger's triggers
// (decision 044), not from every entry of five years. Sums of int4 are bigint (strings from pg);
// float8 holds them exactly and arrives as a number.
const sumsSql = `select 'opening' as part, null::text as date, null::text as method,
    coalesce(sum(d.in_cents - d.out_cents), 0)::float8 as cents, 0 as count
    from ledger_days d where d.agency_id = $1 and d.day < $2::date
  union all
  select 'in', e.paid_on::text, e.method, sum(e.amount_cents)::float8, count(*)::int from service_payments e
    where e.agency_id = $1 and e.voided_at is null and e.paid_on between $2::date and $3::date group by e.paid_on, e.method
  union all
  select 'out', e.paid_on::text, e.method, sum(e.amount_cents)::float8, count(*)::int from service_expenses e
    where e.agency_id = $1 and e.voided_at is null and e.paid_on between $2::date and $3::date group by e.paid_on, e.method
  union all
  select case when e.direction = 'receive' then 'in' else 'out' end, e.paid_on::text, e.method, sum(e.amount_cents)::float8, count(*)::int from commission_entries e
    where e.agency_id = $1 and e.voided_at is null and e.paid_on between $2::date and $3::date group by e.paid_on, e.method, e.direction
  union all
  select 'out', e.paid_on::text, e.method, sum(e.amount_cents)::float8, count(*)::int from service_refunds e
    where e.agency_id = $1 and e.voided_at is null and e.paid_on between $2::date and $3::date group by e.paid_on, e.method`;
type SumRow = { part: 'opening' | 'in' | 'out'; date: string | null; method: string | null; cents: number; count: number };
const sums = perDatabase((db) => rawStatement<SumRow>(db, 'caixa_sums', sumsSql));

/**
 * Live payments in minus live expenses out on every day before the period (the opening balance),
 * and the period's live movement per day and method: in (payments, commissions received) and out
 * (expenses, commissions paid, credit refunded to customers). Credit carried between services
 * moves no money and is not read here (decision 059).
 */
export async function periodSums(db: Db, agencyId: string, { from, to }: Period): Promise<{ openingCents: number; movement: MovementSum[] }> {
  const rows = await sums(db)([agencyId, from, to]);
  const movement: MovementSum[] = [];
  let openingCents = 0;
  for (const r of rows) {
    if (r.part === 'opening') openingCents = r.cents;
    else movement.push({ date: r.date!, method: r.method!, inCents: r.part === 'in' ? r.cents : 0, outCents: r.part === 'out' ? r.cents : 0, count: r.count });
  }
  return { openingCents, movement };
}

// The period's entries as one statement: each table's first rows by its (paid_on) index, merged
// and cut in the database, hh:mm formatted there. A five-year agency's busy day is ~430 entries;
// mapping them through drizzle, formatting each time with Intl and sorting here was most of the
// caixa's CPU a request (issue 31), hence one page at a time.
const owner = `join services s on s.agency_id = $1 and s.id = e.service_id join owners o on o.agency_id = $1 and o.id = s.owner_id`;
const who = `left join users r on r.id = e.received_by left join users c on c.id = e.created_by
  left join origins og on og.agency_id = $1 and og.id = e.origin_id`;
const shown = `e.kind, e.id::text as id, e.paid_on::text as date, to_char(e.created_at at time zone 'America/Sao_Paulo', 'HH24:MI') as time,
  e.service_id::text as "serviceId", s.number as "serviceNumber", o.nome as "ownerName", e.method, e.amount_cents as "amountCents", e.note,
  e.receipt_number as "receiptNumber", e.expense_kind as "expenseKind", og.nome_empresa as "originName", e.direction,
  coalesce(r.name, c.name, '') as who, e.void_reason as "voidReason"`;
/** The four tables' entries of the period as one shape, each table's first `head` rows in caixa order. */
const heads = (voided: boolean, head: string) => {
  const where = `e.agency_id = $1 and e.voided_at ${voided ? 'is not null' : 'is null'} and e.paid_on between $2::date and $3::date`;
  const common = `e.id, e.paid_on, e.created_at, e.service_id, e.method, e.amount_cents, e.note, e.void_reason, e.created_by`;
  const none = `null::uuid as origin_id, null::text as direction`;
  return `(select 'payment' as kind, ${common}, e.amount_cents as signed, e.number as receipt_number, null::text as expense_kind, e.received_by, ${none}
      from service_payments e where ${where} order by e.paid_on, e.created_at, e.id limit ${head})
    union all
    (select 'expense' as kind, ${common}, -e.amount_cents as signed, null::int as receipt_number, e.kind as expense_kind, null::text as received_by, ${none}
      from service_expenses e where ${where} order by e.paid_on, e.created_at, e.id limit ${head})
    union all
    (select 'commission' as kind, ${common}, case when e.direction = 'receive' then e.amount_cents else -e.amount_cents end as signed,
      null::int as receipt_number, null::text as expense_kind, null::text as received_by, e.origin_id, e.direction
      from commission_entries e where ${where} order by e.paid_on, e.created_at, e.id limit ${head})
    union all
    (select 'refund' as kind, ${common}, -e.amount_cents as signed, e.number as receipt_number, null::text as expense_kind, null::text as received_by, ${none}
      from service_refunds e where ${where} order by e.paid_on, e.created_at, e.id limit ${head})`;
};

// Live entries $4 + 1 to $4 + $5 in caixa order (date, created_at, kind, id). Every entry before
// the page's end is among its table's first $4 + $5, so the running sum over the merged heads is
// the period's movement up to each entry of the page, whatever the page: the earlier entries are
// summed in the database, never sent here. Sums of int4 are bigint, which pg answers as strings;
// float8 holds them exactly and arrives as a number.
const livePageSql = `with ordered as (
    select h.*, row_number() over caixa as position, (sum(h.signed) over caixa)::float8 as "movementCents"
    from (${heads(false, '$4::int + $5::int')}) h
    window caixa as (order by h.paid_on, h.created_at, h.kind, h.id rows unbounded preceding)
  )
  select ${shown}, e."movementCents" from ordered e ${owner} ${who}
  where e.position > $4::int order by e.position limit $5::int`;

const voidedSql = `select ${shown} from (${heads(true, '$4::int')}) e ${owner} ${who}
  order by e.paid_on, e.created_at, e.kind, e.id limit $4::int`;

const livePage = perDatabase((db) => rawStatement<LiveLedgerRow>(db, 'caixa_live_page', livePageSql));
const voidedEntries = perDatabase((db) => rawStatement<LedgerRow>(db, 'caixa_voided_entries', voidedSql));

/** One page of the period's live entries in caixa order (day, then when recorded), each with the period's movement up to it. */
export function liveEntriesPage(db: Db, agencyId: string, { from, to }: Period, o: { offset: number; limit: number }): Promise<LiveLedgerRow[]> {
  return livePage(db)([agencyId, from, to, o.offset, o.limit]);
}

/** The first `limit` entries of the period voided later, in caixa order. */
export function voidedLedgerEntries(db: Db, agencyId: string, { from, to }: Period, limit: number): Promise<LedgerRow[]> {
  return voidedEntries(db)([agencyId, from, to, limit]);
}
