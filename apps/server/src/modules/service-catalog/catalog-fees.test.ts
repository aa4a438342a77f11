import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry, CatalogFeeChange } from '@despacha/domain/service-catalog/contracts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { currentYear } from './queries.ts';

// Issue 35 §1: fees by year with their source and checked date, "a confirmar" distinct from an
// exemption, January's copy of last year's fees, the history of changes, and the DUDA codes moved
// to the service they belong to.

let t: TestApp;
let admin: string;
let dispatcher: string;
const year = currentYear();

const catalog = async () => (await t.request({ url: '/api/service-catalog', cookie: dispatcher })).json() as CatalogEntry[];
const entryOf = async (type: string) => (await catalog()).find((e) => e.serviceType === type)!;
const putFee = (type: string, y: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/admin/service-catalog/${type}/fees/${y}`, cookie: admin, body });
const history = async (type: string) =>
  (await t.request({ url: `/api/admin/service-catalog/${type}/fee-history`, cookie: admin })).json() as CatalogFeeChange[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  await t.onboard(dispatcher);
});
afterAll(async () => t.close());

describe('catalog fees by year', () => {
  it('seeds each figure with its public source and checked date, and the unconfirmed years "a confirmar"', async () => {
    const lic = await entryOf('licenciamento');
    expect(lic.fees.find((f) => f.year === 2026)).toMatchObject({
      feeCents: 29371,
      confirmed: true,
      checkedOn: '2026-11-29',
      source: expect.stringContaining('https://'),
    });
    expect(lic.fees.find((f) => f.year === 2025)).toMatchObject({ feeCents: 28129, confirmed: true, source: expect.stringContaining('https://') });
    expect((await entryOf('segunda-via-crlv')).fees.find((f) => f.year === 2023)).toMatchObject({
      feeCents: 18324,
      confirmed: true,
      source: expect.stringContaining('003-5'),
    });
    for (const type of ['transferencia', 'segunda-via-crv', 'vistoria-movel', 'troca-placa']) {
      const entry = await entryOf(type);
      for (const y of [2025, 2026])
        expect(
          entry.fees.find((f) => f.year === y),
          `${type} ${y}`,
        ).toMatchObject({ feeCents: null, confirmed: false, checkedOn: '2026-11-29' });
    }
    if (year === 2026) expect((await entryOf('transferencia')).currentFeeCents).toBeNull();
    expect((await history('licenciamento')).map((h) => [h.year, h.action, h.changedByName])).toContainEqual([2026, 'seed', expect.stringContaining('0038')]);
  });

  it('moves 016-7 to vistoria móvel and keeps troca de placa\'s plate codes "a confirmar"', async () => {
    expect((await entryOf('vistoria')).dudaCodes).toEqual([]);
    expect((await entryOf('vistoria-movel')).dudaCodes.map((c) => [c.code, c.verified])).toEqual([['016-7', true]]);
    expect((await entryOf('troca-placa')).dudaCodes.map((c) => [c.code, c.verified])).toEqual([
      ['037-0', false],
      ['041-8', false],
    ]);
    expect((await entryOf('mudanca-municipio')).dudaCodes.every((c) => c.verified)).toBe(true);
  });

  it('tells "a confirmar" (blank) from an exemption (0,00), with source and checked date, and keeps who changed it', async () => {
    const blank = await putFee('baixa-gravame', year, { fee: '', source: 'Aguardando DOERJ' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect((blank.json() as CatalogEntry).currentFeeCents).toBeNull();
    expect((blank.json() as CatalogEntry).fees.find((f) => f.year === year)).toMatchObject({ feeCents: null, confirmed: false, source: 'Aguardando DOERJ' });

    const exempt = await putFee('baixa-gravame', year, { fee: '0,00', source: 'Isenção', checkedOn: '28/11/2026' });
    expect((exempt.json() as CatalogEntry).currentFeeCents).toBe(0);
    expect((exempt.json() as CatalogEntry).fees.find((f) => f.year === year)).toMatchObject({ feeCents: 0, confirmed: true, checkedOn: '2026-11-28' });

    const figure = await putFee('baixa-gravame', year, { fee: '209,78', confirmed: false, source: 'A conferir' });
    expect((figure.json() as CatalogEntry).currentFeeCents).toBeNull();

    const changes = await history('baixa-gravame');
    expect(changes.slice(0, 3).map((h) => [h.action, h.feeCents, h.confirmed, h.changedByName])).toEqual([
      ['set', 20978, false, 'Dono'],
      ['set', 0, true, 'Dono'],
      ['set', null, false, 'Dono'],
    ]);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/service-catalog/baixa-gravame/fees/${year}`, cookie: admin })).statusCode).toBe(200);
    expect((await history('baixa-gravame'))[0]).toMatchObject({ action: 'delete', year, changedByName: 'Dono' });
  });

  it('copies last year\'s fees into a new year "a confirmar", once, leaving types that already have one', async () => {
    expect((await putFee('baixa', 2040, { fee: '300,00', source: 'Tabela 2040' })).statusCode).toBe(200);
    expect((await putFee('vistoria', 2040, { fee: '150,00' })).statusCode).toBe(200);
    expect((await putFee('vistoria', 2041, { fee: '160,00', source: 'Já conferida' })).statusCode).toBe(200);

    const copied = await t.request({ method: 'POST', url: '/api/admin/service-catalog/fees/2041/copy', cookie: admin });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toEqual({ year: 2041, fromYear: 2040, copied: 1 });
    expect((await entryOf('baixa')).fees.find((f) => f.year === 2041)).toMatchObject({
      feeCents: 30000,
      confirmed: false,
      checkedOn: null,
      source: 'Copiada de 2040 (Tabela 2040)',
    });
    expect((await entryOf('vistoria')).fees.find((f) => f.year === 2041)).toMatchObject({ feeCents: 16000, confirmed: true, source: 'Já conferida' });
    expect((await history('baixa'))[0]).toMatchObject({ action: 'copy', year: 2041, feeCents: 30000, confirmed: false, changedByName: 'Dono' });

    // Again: nothing left to copy; a year with nothing before copies nothing.
    expect((await t.request({ method: 'POST', url: '/api/admin/service-catalog/fees/2041/copy', cookie: admin })).json()).toMatchObject({ copied: 0 });
    expect((await t.request({ method: 'POST', url: '/api/admin/service-catalog/fees/2060/copy', cookie: admin })).json()).toMatchObject({ copied: 0 });
    expect((await t.request({ method: 'POST', url: '/api/admin/service-catalog/fees/1800/copy', cookie: admin })).statusCode).toBe(400);
  });

  it('a new service of a type "a confirmar" is saved with its fee "a confirmar" (null), takes a typed 0,00 as an exemption; the Guia Geral prints unverified codes so', async () => {
    // '' as typed through the API; null as the browser sends a blank its form has already parsed (decision 078).
    const post = (body: ReturnType<typeof registration>) => t.request({ method: 'POST', url: '/api/registrations', cookie: dispatcher, body });
    const blank = await post(registration({ service: { servico: 'transferencia', valor: '' } }));
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().service).toMatchObject({ valor: null, total: 30000 });
    const ids = { owner: { id: blank.json().owner.id }, vehicle: { id: blank.json().vehicle.id } };
    const viaNull = await post(registration({ ...ids, service: { servico: 'transferencia', valor: null } }));
    expect(viaNull.json().service).toMatchObject({ valor: null, total: 30000 });
    const first = await post(registration({ ...ids, service: { servico: 'transferencia', valor: '0,00' } }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().service.valor).toBe(0);
    const serviceOf = async (servico: string) =>
      (await t.request({ method: 'POST', url: '/api/registrations', cookie: dispatcher, body: registration({ ...ids, service: { servico } }) })).json().service
        .id as string;
    const serviceIds = [await serviceOf('vistoria'), await serviceOf('troca-placa')];
    const guia = await t.request({ method: 'POST', url: '/api/guias', cookie: dispatcher, body: { destination: 'Posto Barra', kind: 'geral', serviceIds } });
    expect(guia.statusCode, guia.body).toBe(201);
    const text = pdfText((await t.request({ url: `/api/guias/${guia.json().id}/pdf`, cookie: dispatcher })).rawPayload);
    expect(text).toContain('037-0 (a confirmar)');
    expect(text).toContain('041-8 (a confirmar)');
    expect(text).not.toContain('016-7');
  });
});
