import { eq, sql } from 'drizzle-orm';
import { profiles, serviceExpenses, servicePayments, services } from '../../db/schema/index.ts';
import { registration } from '../../testing/registry-factory.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Known ledger rows for the caixa tests, inserted straight into the tables (the ledger's own
// routes are tested by the ledger module). Times are UTC instants; São Paulo is UTC−3.

export type Member = { cookie: string; userId: string; agencyId: string; serviceId: string };

/** A signed-up user with an agency and one service (registered without a payment). */
export async function memberWithService(t: TestApp, name: string, email: string, agency: Record<string, unknown>, ownerName: string): Promise<Member> {
  const cookie = await t.userSession(name, email);
  const onboarded = await t.onboard(cookie, agency);
  if (onboarded.statusCode >= 300) throw new Error(`onboarding failed: ${onboarded.body}`);
  const created = await t.request({ method: 'POST', url: '/api/registrations', cookie, body: registration({ owner: { nome: ownerName } }) });
  if (created.statusCode >= 300) throw new Error(`registration failed: ${created.body}`);
  const profile = await t.db.query.profiles.findFirst({ where: eq(profiles.email, email) });
  return { cookie, userId: profile!.id, agencyId: profile!.agencyId!, serviceId: created.json().service.id };
}

let receipt = 1000;
type Entry = { paidOn: string; method: string; amountCents: number; at: string; note?: string; voided?: boolean; by?: string };

export async function insertPayment(t: TestApp, m: Member, e: Entry) {
  const [row] = await t.db
    .insert(servicePayments)
    .values({
      agencyId: m.agencyId,
      serviceId: m.serviceId,
      paidOn: e.paidOn,
      method: e.method,
      amountCents: e.amountCents,
      note: e.note ?? '',
      number: ++receipt,
      receivedBy: e.by ?? m.userId,
      createdBy: m.userId,
      createdAt: new Date(e.at),
      ...(e.voided ? { voidedAt: new Date(e.at), voidedBy: m.userId, voidReason: 'Lançado em duplicidade' } : {}),
    })
    .returning();
  return row!;
}

export async function insertExpense(t: TestApp, m: Member, e: Entry & { kind: string }) {
  const [row] = await t.db
    .insert(serviceExpenses)
    .values({
      agencyId: m.agencyId,
      serviceId: m.serviceId,
      paidOn: e.paidOn,
      method: e.method,
      kind: e.kind,
      amountCents: e.amountCents,
      note: e.note ?? '',
      createdBy: m.userId,
      createdAt: new Date(e.at),
      ...(e.voided ? { voidedAt: new Date(e.at), voidedBy: m.userId, voidReason: 'Valor errado' } : {}),
    })
    .returning();
  return row!;
}

export const serviceNumberOf = async (t: TestApp, m: Member) =>
  (await t.db.query.services.findFirst({ columns: { number: true }, where: eq(services.id, m.serviceId) }))!.number;

/**
 * Agency A's ledger: opening 75,00 (100,00 in, 25,00 out before November; a voided 999,99 not
 * counted), then in November 300,00 + 150,00 + 10,00 in and 200,00 out, one voided 500,00, and a
 * December payment outside the period. Agency B has one payment of 1.234,56 on a November day.
 */
export async function seedCaixa(t: TestApp, a: Member, b: Member) {
  await insertPayment(t, a, { paidOn: '2026-10-31', method: 'pix', amountCents: 10_000, at: '2026-10-31T15:00:00Z' });
  await insertExpense(t, a, { paidOn: '2026-10-30', method: 'dinheiro', kind: 'cartorio', amountCents: 2_500, at: '2026-10-30T15:00:00Z' });
  await insertPayment(t, a, { paidOn: '2026-10-20', method: 'pix', amountCents: 99_999, at: '2026-10-20T15:00:00Z', voided: true });
  await insertPayment(t, a, { paidOn: '2026-11-02', method: 'dinheiro', amountCents: 30_000, at: '2026-11-02T12:05:00Z', note: 'Entrada' });
  await insertExpense(t, a, { paidOn: '2026-11-02', method: 'pix', kind: 'taxa_detran', amountCents: 20_000, at: '2026-11-02T13:00:00Z', note: 'DUDA 123' });
  // Recorded at 22:30 of the 3rd in São Paulo, already the 4th in UTC.
  await insertPayment(t, a, { paidOn: '2026-11-03', method: 'cartao', amountCents: 15_000, at: '2026-11-04T01:30:00Z' });
  await insertPayment(t, a, { paidOn: '2026-11-03', method: 'boleto', amountCents: 50_000, at: '2026-11-03T14:00:00Z', voided: true });
  await insertPayment(t, a, { paidOn: '2026-11-05', method: 'nao_informado', amountCents: 1_000, at: '2026-11-05T18:00:00Z' });
  await insertPayment(t, a, { paidOn: '2026-12-01', method: 'pix', amountCents: 7_777, at: '2026-12-01T15:00:00Z' });
  await insertPayment(t, b, { paidOn: '2026-11-02', method: 'pix', amountCents: 123_456, at: '2026-11-02T12:00:00Z' });
}

/**
 * A busy day of 230 live entries (150 payments in three methods, 80 expenses) and 15 voided ones.
 * Many were recorded in the same minute, payments and expenses alike, so the caixa's order falls
 * back on kind and id. Answers the live sums in and out.
 */
export async function seedBusyDay(t: TestApp, m: Member, day: string) {
  await t.db
    .execute(sql`insert into service_payments (agency_id, service_id, paid_on, method, amount_cents, number, created_by, created_at, voided_at, void_reason)
    select ${m.agencyId}, ${m.serviceId}, ${day}::date, (array['pix','dinheiro','cartao'])[1 + g % 3], 1000 + g, 60000 + g, ${m.userId},
      (${day}::date + time '08:00') at time zone 'America/Sao_Paulo' + (g % 90) * interval '1 minute',
      case when g % 16 = 0 then now() end, case when g % 16 = 0 then 'Lançado em duplicidade' else '' end
    from generate_series(1, 160) g`);
  await t.db
    .execute(sql`insert into service_expenses (agency_id, service_id, paid_on, method, kind, amount_cents, created_by, created_at, voided_at, void_reason)
    select ${m.agencyId}, ${m.serviceId}, ${day}::date, 'pix', 'taxa_detran', 500 + g, ${m.userId},
      (${day}::date + time '08:00') at time zone 'America/Sao_Paulo' + (g % 45) * interval '2 minutes',
      case when g % 17 = 0 then now() end, case when g % 17 = 0 then 'Valor errado' else '' end
    from generate_series(1, 85) g`);
  const sum = (n: number, skip: number, base: number) =>
    Array.from({ length: n }, (_, i) => i + 1)
      .filter((g) => g % skip !== 0)
      .reduce((s, g) => s + base + g, 0);
  return { inCents: sum(160, 16, 1000), outCents: sum(85, 17, 500) };
}
