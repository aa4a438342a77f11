import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { agencies, servicePayments, services } from '../schema/index.ts';
import { localStorage } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_PASSWORD, demoAgency } from './demo-accounts.ts';
import { seedDemo } from './demo.ts';
import { shiftDay } from '@despacha/domain/agency-calendar';
import { todayIso } from '../../lib/dates.ts';

// The demo's services carry ledger payments, not a bare valor pago (decision 025).

let t: TestApp;
let agencyId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, localStorage(path.join(os.tmpdir(), `despacha-demo-ledger-${process.pid}`)), undefined);
  agencyId = (await t.db.query.agencies.findFirst({ where: eq(agencies.cnpj, demoAgency.cnpj) }))!.id;
});
afterAll(async () => t.close());

describe('demo ledger', () => {
  it("every service's valor pago is the sum of its payments, numbered 1..n", async () => {
    const list = await t.db
      .select({
        number: services.number,
        valor_pago_cents: services.valorPagoCents,
        payments: sql<number>`count(${servicePayments.id})`,
        sum: sql<number>`coalesce(sum(${servicePayments.amountCents}), 0)`,
      })
      .from(services)
      .leftJoin(
        servicePayments,
        and(eq(servicePayments.agencyId, services.agencyId), eq(servicePayments.serviceId, services.id), isNull(servicePayments.voidedAt)),
      )
      .where(eq(services.agencyId, agencyId))
      .groupBy(services.agencyId, services.id);
    expect(list.length).toBe(40);
    for (const r of list) expect(Number(r.sum), `serviço ${r.number}`).toBe(Number(r.valor_pago_cents));
    expect(list.filter((r) => Number(r.payments) > 0).length).toBe(20);
    const numbers = (await t.db.select({ n: servicePayments.number }).from(servicePayments).where(eq(servicePayments.agencyId, agencyId)))
      .map((p) => p.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('a paid service shows its payments through the API and prints a receipt', async () => {
    const cookie = await t.login('gerente@demo.despacha.local', DEMO_PASSWORD);
    const [paid] = await t.db
      .select()
      .from(services)
      .where(sql`${services.agencyId} = ${agencyId} and ${services.valorPagoCents} > 10000`)
      .limit(1);
    const ledger = (await t.request({ url: `/api/services/${paid!.id}/ledger`, cookie })).json();
    expect(ledger.payments.length).toBe(2);
    expect(ledger.totals.payments).toBe(paid!.valorPagoCents);
    expect(ledger.service.paid).toBe(paid!.valorPagoCents);
    const pdf = await t.request({ url: `/api/services/${paid!.id}/payments/${ledger.payments[0].id}/receipt.pdf`, cookie });
    expect(pdf.statusCode).toBe(200);
    expect((await t.request({ url: '/api/dashboard', cookie })).json().cards.receivableCents).toBeGreaterThan(0);
  });

  it("a partner store's commissions: settings, a statement with a paid row and the caixa's entry (issue 34 item 13)", async () => {
    const cookie = await t.login('gerente@demo.despacha.local', DEMO_PASSWORD);
    const origin = (await t.request({ url: '/api/origins?q=Rio Veículos', cookie })).json()[0];
    const settings = (await t.request({ url: `/api/origins/${origin.id}/settings`, cookie })).json();
    expect(settings).toMatchObject({
      direction: 'pay',
      contatoNome: 'Marcos Vendas',
      rules: [
        { servico: '', percentBp: 1000 },
        { servico: 'licenciamento', amountCents: 5000 },
      ],
    });
    // The demo's services are processed over the last 30 days.
    const statement = (await t.request({ url: `/api/commissions?originId=${origin.id}&from=${shiftDay(todayIso(), -40)}&to=${todayIso()}`, cookie })).json();
    expect(statement.rows.filter((r: { entryId: string | null }) => r.entryId)).toHaveLength(1);
    expect(statement.totals.openCents).toBeGreaterThan(0);
  });
});
