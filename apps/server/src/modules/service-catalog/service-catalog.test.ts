import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages } from '@despacha/domain/service-catalog/messages';
import { serviceTypeOptions } from '@despacha/domain/service-catalog/service-types';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { currentYear } from './queries.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
let ids: { owner: string; vehicle: string };

const year = currentYear();
const catalog = async (cookie = dispatcher) => (await t.request({ url: '/api/service-catalog', cookie })).json() as CatalogEntry[];
const entryOf = async (type: string) => (await catalog()).find((e) => e.serviceType === type)!;
const setFee = (type: string, y: number, fee: unknown, cookie = admin) =>
  t.request({ method: 'PUT', url: `/api/admin/service-catalog/${type}/fees/${y}`, cookie, body: { fee } });
const newService = (servico: string, valor = '') =>
  t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie: dispatcher,
    body: registration({ owner: { id: ids.owner }, vehicle: { id: ids.vehicle }, service: { servico, valor } }),
  });
const checklistOf = async (serviceId: string) =>
  (await t.request({ url: `/api/services/${serviceId}`, cookie: dispatcher })).json().checklist as { item: string; required: boolean; received: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  await t.onboard(dispatcher);
  const first = await t.request({ method: 'POST', url: '/api/registrations', cookie: dispatcher, body: registration({ service: null }) });
  expect(first.statusCode).toBe(200);
  ids = { owner: first.json().owner.id, vehicle: first.json().vehicle.id };
});
afterAll(async () => t.close());

describe('service catalog: what is seeded', () => {
  it('offers every DETRAN-RJ service type, primeira licença under the value services already store', async () => {
    const entries = await catalog();
    expect(entries.map((e) => e.serviceType)).toEqual(serviceTypeOptions.map((o) => o.value));
    expect(entries.find((e) => e.serviceType === 'primeiro-emplacamento')?.label).toBe('Primeira licença (0 km)');
  });

  it('holds only verified DUDA codes and fees, each with its year, and the legal deadlines', async () => {
    const entries = Object.fromEntries((await catalog()).map((e) => [e.serviceType, e]));
    expect(entries['transferencia']!.dudaCodes).toEqual([]);
    expect(entries['transferencia']!).toMatchObject({ deadlineDays: 30, deadlineBasis: expect.stringContaining('14.071/2020') });
    expect(entries['comunicacao-venda']!).toMatchObject({ deadlineDays: 60, deadlineBasis: expect.stringContaining('art. 134') });
    expect(entries['mudanca-municipio']!.dudaCodes.map((c) => [c.code, c.verified])).toEqual([
      ['014-0', true],
      ['037-0', true],
      ['041-8', true],
    ]);
    expect(entries['primeiro-emplacamento']!.dudaCodes.map((c) => c.code)).toEqual(['001-9']);
    expect(entries['segunda-via-crv']!.fees).toContainEqual(expect.objectContaining({ year: 2023, feeCents: 18324, confirmed: true }));
    expect(entries['vistoria-movel']!.fees).toContainEqual(expect.objectContaining({ year: 2023, feeCents: 21989, confirmed: true }));
    expect(entries['licenciamento']!.fees).toContainEqual(expect.objectContaining({ year: 2026, feeCents: 29371, confirmed: true }));
    expect(entries['primeiro-emplacamento']!.documents).toEqual(expect.arrayContaining(['nota-fiscal', 'duda']));
  });
});

describe('service catalog: who may write', () => {
  it('lets agencies read but answers 403 to their writes and 401 to strangers', async () => {
    expect((await t.request({ url: '/api/service-catalog' })).statusCode).toBe(401);
    const writes = [
      { method: 'PUT' as const, url: '/api/admin/service-catalog/baixa', body: { documents: [], deadlineDays: null, deadlineBasis: '' } },
      { method: 'PUT' as const, url: `/api/admin/service-catalog/baixa/fees/${year}`, body: { fee: '10,00' } },
      { method: 'DELETE' as const, url: '/api/admin/service-catalog/vistoria-movel/fees/2023' },
      { method: 'POST' as const, url: '/api/admin/service-catalog/fees/2031/copy' },
      { method: 'POST' as const, url: '/api/admin/service-catalog/baixa/duda-codes', body: { code: '020-5' } },
      {
        method: 'PATCH' as const,
        url: `/api/admin/service-catalog/duda-codes/${(await entryOf('vistoria-movel')).dudaCodes[0]!.id}`,
        body: { verified: false },
      },
      { method: 'GET' as const, url: '/api/admin/service-catalog/baixa/fee-history' },
    ];
    for (const w of writes) expect((await t.request({ ...w, cookie: dispatcher })).statusCode, w.url).toBe(403);
    expect((await entryOf('vistoria-movel')).fees).toContainEqual(expect.objectContaining({ year: 2023, feeCents: 21989 }));
    expect((await entryOf('vistoria-movel')).dudaCodes[0]!.verified).toBe(true);
  });

  it('refuses malformed writes with 400 and pt-BR messages, and unknown types with 404', async () => {
    const bad = [
      [setFee('baixa', year, '-5'), catalogMessages.feeInvalid],
      [setFee('baixa', year, '99.999.999,99'), catalogMessages.feeTooLarge],
      [setFee('baixa', 1800, '10,00'), catalogMessages.yearInvalid],
      [
        t.request({ method: 'PUT', url: `/api/admin/service-catalog/baixa/fees/${year}`, cookie: admin, body: { fee: '10,00', checkedOn: '31/02/2026' } }),
        catalogMessages.checkedOnInvalid,
      ],
      [
        t.request({ method: 'PUT', url: `/api/admin/service-catalog/baixa/fees/${year}`, cookie: admin, body: { fee: '10,00', source: 'x'.repeat(501) } }),
        undefined,
      ],
      [
        t.request({ method: 'POST', url: '/api/admin/service-catalog/baixa/duda-codes', cookie: admin, body: { code: '020-4' } }),
        catalogMessages.dudaCodeInvalid,
      ],
      [t.request({ method: 'POST', url: '/api/admin/service-catalog/baixa/duda-codes', cookie: admin, body: { code: '1'.repeat(5000) } }), undefined],
      [
        t.request({
          method: 'PUT',
          url: '/api/admin/service-catalog/baixa',
          cookie: admin,
          body: { documents: ['passaporte'], deadlineDays: null, deadlineBasis: '' },
        }),
        catalogMessages.documentInvalid,
      ],
      [
        t.request({ method: 'PUT', url: '/api/admin/service-catalog/baixa', cookie: admin, body: { documents: [], deadlineDays: 0, deadlineBasis: '' } }),
        catalogMessages.deadlineInvalid,
      ],
    ] as const;
    for (const [call, message] of bad) {
      const res = await call;
      expect(res.statusCode, res.body).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect((await setFee('inexistente', year, '10,00')).statusCode).toBe(404);
  });

  it('keeps an admin-entered DUDA code "a confirmar" until it is confirmed', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/service-catalog/transferencia/duda-codes',
      cookie: admin,
      body: { code: '0027', description: 'Informado pela agência' },
    });
    expect(created.statusCode).toBe(201);
    const code = (created.json() as CatalogEntry).dudaCodes.find((c) => c.code === '002-7')!;
    expect(code.verified).toBe(false);
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/service-catalog/transferencia/duda-codes', cookie: admin, body: { code: '002-7' } })).statusCode,
    ).toBe(409);
    const confirmed = await t.request({ method: 'PATCH', url: `/api/admin/service-catalog/duda-codes/${code.id}`, cookie: admin, body: { verified: true } });
    expect(confirmed.json()).toMatchObject({ code: '002-7', verified: true });
    expect((await t.request({ method: 'DELETE', url: `/api/admin/service-catalog/duda-codes/${code.id}`, cookie: admin })).statusCode).toBe(204);
    expect((await entryOf('transferencia')).dudaCodes).toEqual([]);
  });
});

describe('a new service takes its fee and checklist from the catalog', () => {
  it('for each type: this year\'s fee fills the DETRAN fee, the catalog documents open the checklist; without one the fee is "a confirmar" (null)', async () => {
    const withoutFee = 'inclusao-gravame';
    for (const [i, { value }] of serviceTypeOptions.entries()) {
      if (value === withoutFee) await t.request({ method: 'DELETE', url: `/api/admin/service-catalog/${value}/fees/${year}`, cookie: admin });
      else expect((await setFee(value, year, 10_000 + i)).statusCode).toBe(200);
    }
    for (const [i, { value }] of serviceTypeOptions.entries()) {
      const entry = await entryOf(value);
      expect(entry.currentFeeCents, value).toBe(value === withoutFee ? null : 10_000 + i);
      // Decision 078: a blank fee of a type without a confirmed one is saved "a confirmar", not 0.
      const saved = await newService(value);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().service.valor, value).toBe(value === withoutFee ? null : 10_000 + i);
      const checklist = await checklistOf(saved.json().service.id);
      expect(
        checklist
          .filter((c) => c.required)
          .map((c) => c.item)
          .sort(),
        value,
      ).toEqual([...entry.documents].sort());
      expect(
        checklist.some((c) => c.received),
        value,
      ).toBe(false);
    }
  });

  it('keeps a typed fee, and an edit never refills it', async () => {
    const saved = await newService('vistoria', '150,00');
    expect(saved.json().service.valor).toBe(15_000);
    const body = registration({
      owner: { id: ids.owner },
      vehicle: { id: ids.vehicle },
      service: { id: saved.json().service.id, servico: 'vistoria', valor: '0' },
    });
    const edited = await t.request({ method: 'POST', url: '/api/registrations', cookie: dispatcher, body });
    expect(edited.json().service.valor).toBe(0);
  });

  it('prints the verified DUDA codes on the service receipt and the library Recibo, never an unconfirmed one', async () => {
    const added = await t.request({ method: 'POST', url: '/api/admin/service-catalog/mudanca-municipio/duda-codes', cookie: admin, body: { code: '002-7' } });
    expect(added.statusCode).toBe(201);
    const saved = await newService('mudanca-municipio');
    const res = await t.request({ url: `/api/services/${saved.json().service.id}/receipt.pdf`, cookie: dispatcher });
    const text = pdfText(res.rawPayload);
    expect(text).toContain('DUDA: 014-0, 037-0, 041-8');
    expect(text).not.toContain('002-7');
    const library = pdfText((await t.request({ url: `/api/library/recibo.pdf?serviceId=${saved.json().service.id}`, cookie: dispatcher })).rawPayload);
    expect(library).toContain('DUDA: 014-0, 037-0, 041-8');
    expect(library).not.toContain('002-7');
  });
});
