import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../lib/dates.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfRuns } from '../../testing/pdf-runs.ts';

// Issue 35 §2: a receipt states what was received (valor pago), in figures and in words, and its
// justified text keeps punctuation on its word ("Ltda," not "Ltda ,") and "CPF/CNPJ" whole.

let t: TestApp;
let a: string;
let serviceId: string;

const text = (pdf: Buffer) =>
  pdfRuns(pdf)
    .map((r) => r.text)
    .join('');

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(a, { name: 'Agência Ação' });
  const origin = await t.request({
    method: 'POST',
    url: '/api/origins',
    cookie: a,
    body: { nomeEmpresa: 'Auto Peças Méier', razaoSocial: 'Auto Peças Méier Ltda', cnpj: '33.000.167/0001-01' },
  });
  // Total R$ 450,00 (R$ 250,00 of DETRAN fees and R$ 200,00 of honorários).
  const saved = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie: a,
    body: registration({ vehicle: { marca: 'Chevrolet', modelo: 'Onix LT' }, service: { originId: origin.json().id, valor: '250,00', honorarios: '200,00' } }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  serviceId = saved.json().service.id;
  const paid = await t.request({
    method: 'POST',
    url: `/api/services/${serviceId}/payments`,
    cookie: a,
    body: { paidOn: todayIso(), method: 'pix', amount: 15000 },
  });
  expect(paid.statusCode, paid.body).toBe(201);
});
afterAll(async () => t.close());

describe('Recibo para Origem', () => {
  it('says it received the amount paid, in figures and in words, not the total', async () => {
    const res = await t.request({ url: `/api/library/recibo-origem.pdf?serviceId=${serviceId}`, cookie: a });
    expect(res.statusCode).toBe(200);
    const printed = text(res.rawPayload);
    expect(printed).toContain('a importância de R$ 150,00 (cento e cinquenta reais), referente ao serviço');
    expect(printed).not.toContain('importância de R$ 450,00');
    // The table still shows the whole picture: total, paid and the balance.
    expect(printed).toContain('R$ 450,00');
    expect(printed).toContain('R$ 300,00');
  });

  it('keeps punctuation on its word and "CPF/CNPJ" whole in the justified text', async () => {
    const runs = pdfRuns((await t.request({ url: `/api/library/recibo-origem.pdf?serviceId=${serviceId}`, cookie: a })).rawPayload);
    const words = runs.map((r) => r.text);
    expect(words).toContain('Ltda, ');
    expect(words).toContain('LT), ');
    expect(words).toContain('CPF/CNPJ ');
    expect(
      words.some((w) => /^\s*[,.;)]/.test(w)),
      'a run opening with punctuation',
    ).toBe(false);
    expect(words).not.toContain('CPF/');
  });

  it('writes the make and model and the place and date as every document does', async () => {
    const printed = text((await t.request({ url: `/api/library/recibo-origem.pdf?serviceId=${serviceId}`, cookie: a })).rawPayload);
    expect(printed).toContain('(Chevrolet/Onix LT)');
    const [y, m, d] = todayIso().split('-').map(Number);
    const today = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y!, m! - 1, d!, 12)),
    );
    expect(printed).toContain(`Rio de Janeiro, ${today}.`);
  });
});
