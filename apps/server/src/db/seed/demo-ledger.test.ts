import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies, serviceCreditTransfers, servicePayments, serviceRefunds, services } from '../schema/index.ts';
import { localStorage } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_PASSWORD, demoAgency } from './demo-accounts.ts';
import { seedDemo } from './demo.ts';
import { shiftDay } from '@despacha/domain/agency-calendar';
import { todayIso } from '../../lib/dates.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { DEMO_CREDIT } from './demo-credit.ts';

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
  it("every service's valor pago is its payments less refunds and credit carried out, plus credit carried in; numbered 1..n", async () => {
    // Decision 059: valor pago is the net the customer has in the service (demo-credit.ts adds a refund and a transfer).
    const [list, payments, refunds, transfers] = await Promise.all([
      t.db.select().from(services).where(eq(services.agencyId, agencyId)),
      t.db.select().from(servicePayments).where(eq(servicePayments.agencyId, agencyId)),
      t.db.select().from(serviceRefunds).where(eq(serviceRefunds.agencyId, agencyId)),
      t.db.select().from(serviceCreditTransfers).where(eq(serviceCreditTransfers.agencyId, agencyId)),
    ]);
    const sum = <R extends { amountCents: number; voidedAt: Date | null }>(rows: R[], of: (r: R) => boolean) =>
      rows.filter((r) => r.voidedAt === null && of(r)).reduce((acc, r) => acc + r.amountCents, 0);
    const netOf = (id: string) =>
      sum(payments, (p) => p.serviceId === id) -
      sum(refunds, (r) => r.serviceId === id) -
      sum(transfers, (x) => x.fromServiceId === id) +
      sum(transfers, (x) => x.toServiceId === id);
    expect(list.length).toBe(40);
    for (const r of list) expect(netOf(r.id), `serviço ${r.number}`).toBe(r.valorPagoCents);
    // 20 paid by the seed's ledger, and the transfer's source, paid (with an advance) by demo-credit.ts.
    expect(new Set(payments.map((p) => p.serviceId)).size).toBe(21);
    expect([refunds.length, transfers.length]).toEqual([1, 1]);
    const numbers = payments.map((p) => p.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it("a customer's credit partly given back: the ledger, the Recibo de devolução, today's caixa and the GERAL report (issue 35 §4)", async () => {
    const cookie = await t.login('gerente@demo.despacha.local', DEMO_PASSWORD);
    const [refund] = await t.db.select().from(serviceRefunds).where(eq(serviceRefunds.agencyId, agencyId));
    expect(refund).toMatchObject({ number: 1, method: 'pix', amountCents: DEMO_CREDIT.refunded, paidOn: todayIso(), voidedAt: null });
    const ledger = (await t.request({ url: `/api/services/${refund!.serviceId}/ledger`, cookie })).json();
    expect((await t.db.query.services.findFirst({ where: eq(services.id, refund!.serviceId) }))!.status).toBe('completed');
    expect(ledger.service).toMatchObject({ balance: 0, credit: DEMO_CREDIT.refundOverpaid - DEMO_CREDIT.refunded });
    expect(ledger.refunds).toMatchObject([{ number: 1, amount: DEMO_CREDIT.refunded }]);
    expect(ledger.creditTotals.refunds).toBe(DEMO_CREDIT.refunded);

    const pdf = await t.request({ url: `/api/services/${refund!.serviceId}/refunds/${refund!.id}/receipt.pdf`, cookie });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['RECIBO DE DEVOLUÇÃO Nº 1', 'R$ 50,00', 'cinquenta reais', 'PIX', `nº ${ledger.service.number}`]) expect(text).toContain(expected);

    const caixa = (await t.request({ url: `/api/caixa?from=${todayIso()}&to=${todayIso()}`, cookie })).json();
    const out = caixa.days.flatMap((d: { entries: { kind: string }[] }) => d.entries).filter((e: { kind: string }) => e.kind === 'refund');
    expect(out).toMatchObject([{ serviceNumber: ledger.service.number, outCents: DEMO_CREDIT.refunded, method: 'pix', inCents: 0 }]);
    expect(out[0].description).toContain('recibo de devolução nº 1');
    // The caixa's exports write it as money out too.
    const period = `from=${todayIso()}&to=${todayIso()}`;
    const csv = (await t.request({ url: `/api/caixa/export?${period}&format=csv`, cookie })).body.split('\r\n').map((l) => l.split(';'));
    expect(csv.find((l) => l[4] === out[0].description)?.slice(5, 8)).toEqual(['PIX', '', '50,00']);
    const caixaPdf = pdfText((await t.request({ url: `/api/caixa/export?${period}&format=pdf`, cookie })).rawPayload);
    expect(caixaPdf).toContain('Devolução de crédito ao cliente');

    const report = (await t.request({ method: 'POST', url: '/api/reports/geral/generate', cookie, body: { filters: {} } })).json();
    const row = report.rows.find((r: { number: number }) => r.number === ledger.service.number);
    expect(row).toMatchObject({ paid: ledger.service.paid, balance: 0 });
  });

  it("a customer's credit carried to the same owner's other open service: both ledgers, no money in the caixa", async () => {
    const cookie = await t.login('gerente@demo.despacha.local', DEMO_PASSWORD);
    const [transfer] = await t.db.select().from(serviceCreditTransfers).where(eq(serviceCreditTransfers.agencyId, agencyId));
    expect(transfer).toMatchObject({ paidOn: shiftDay(todayIso(), -1), voidedAt: null });
    const [from, to] = await Promise.all(
      [transfer!.fromServiceId, transfer!.toServiceId].map(async (id) => (await t.request({ url: `/api/services/${id}/ledger`, cookie })).json()),
    );
    expect(from.service).toMatchObject({ balance: 0, credit: 0 });
    expect(from.transfers).toMatchObject([{ direction: 'out', otherServiceNumber: to.service.number, amount: transfer!.amountCents }]);
    expect(to.transfers).toMatchObject([{ direction: 'in', otherServiceNumber: from.service.number, amount: transfer!.amountCents }]);
    const sides = await t.db
      .select()
      .from(services)
      .where(sql`${services.id} in (${transfer!.fromServiceId}, ${transfer!.toServiceId})`);
    expect(new Set(sides.map((o) => o.ownerId)).size).toBe(1);
    expect(sides.find((s) => s.id === transfer!.toServiceId)!.status).not.toBe('completed');
    expect(transfer!.amountCents).toBeGreaterThan(0);
    expect(transfer!.amountCents).toBeLessThanOrEqual(DEMO_CREDIT.transferOverpaid);
  });

  it('a paid service shows its payments through the API and prints a receipt', async () => {
    const cookie = await t.login('gerente@demo.despacha.local', DEMO_PASSWORD);
    const [paid] = await t.db
      .select()
      .from(services)
      .where(sql`${services.agencyId} = ${agencyId} and ${services.valorPagoCents} > 10000`)
      .orderBy(services.number)
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
