import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { owners, services, vehicles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { numberedRegistration } from '../../testing/numbered-documents.ts';

// Issue 33 part 3: the agency's full export, imported as it is into a new agency, gives the same
// registry: the same counts, and the same owners, vehicles and services field by field.

let t: TestApp;
let ana: string;
let bia: string;
let agencyA: string;
let agencyB: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@volta-a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  bia = await t.userSession('Bia', 'bia@volta-b.com.br');
  agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' })).json().id;
  for (let i = 0; i < 6; i++) {
    const body = numberedRegistration(500 + i);
    // One vehicle without a service, and services of other stages and amounts.
    if (i === 5) delete body.service;
    if (i === 2 && body.service) Object.assign(body.service, { posicao: 'exigencia', valor: '98,76', observacoes: 'Aguardando laudo' });
    const res = await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body });
    expect(res.statusCode, res.body).toBe(200);
    // What the customer paid travels as the service's valor pago.
    if (i === 1) {
      const paid = await t.request({
        method: 'POST',
        url: `/api/services/${res.json().service.id}/payments`,
        cookie: ana,
        body: { paidOn: '2026-11-02', method: 'pix', amount: '120,50' },
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
  }
});
afterAll(async () => t?.close());

const wait = async <T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> => {
  for (let i = 0; i < 400; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('did not finish');
};

const BOUNDARY = 'despacha-volta';
const upload = (cookie: string, data: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { origin: 'http://localhost:3000', cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="despacha-dados.zip"\r\ncontent-type: application/zip\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

/** An agency's registry as comparable rows: no ids, owners and vehicles by their documents. */
async function registryOf(agencyId: string) {
  const o = await t.db.select().from(owners).where(eq(owners.agencyId, agencyId)).orderBy(asc(owners.cpf));
  const v = await t.db.select().from(vehicles).where(eq(vehicles.agencyId, agencyId)).orderBy(asc(vehicles.placa));
  const s = await t.db.select().from(services).where(eq(services.agencyId, agencyId));
  const cpfOf = new Map(o.map((x) => [x.id, x.cpf]));
  const plateOf = new Map(v.map((x) => [x.id, x.placa]));
  return {
    owners: o.map(({ nome, cpf, cnpj, cel, cep, municipio, uf }) => ({ nome, cpf, cnpj, cel, cep, municipio, uf })),
    vehicles: v.map(({ placa, renavam, chassis, marca, modelo, anoFabricacao, ownerId }) => ({
      placa,
      renavam,
      chassis,
      marca,
      modelo,
      anoFabricacao,
      owner: cpfOf.get(ownerId ?? ''),
    })),
    // Numbers are the new agency's own, in the export's order: compared by vehicle.
    services: s
      .map(({ servico, posicao, status, valorCents, honorariosCents, valorPagoCents, observacoes, vehicleId, ownerId }) => ({
        servico,
        posicao,
        status,
        valorCents,
        honorariosCents,
        valorPagoCents,
        observacoes,
        vehicle: plateOf.get(vehicleId),
        owner: cpfOf.get(ownerId),
      }))
      .sort((x, y) => String(x.vehicle).localeCompare(String(y.vehicle))),
  };
}

it("imports the agency's full export into a new agency with the same registry", async () => {
  expect((await t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie: ana })).statusCode).toBe(202);
  const exported = await wait(
    async () => (await t.request({ url: '/api/lgpd/agency-export', cookie: ana })).json().export,
    (e) => e.status !== 'running',
  );
  expect(exported.status).toBe('done');
  const zip = (await t.request({ url: `/api/lgpd/agency-export/${exported.id}/download`, cookie: ana })).rawPayload;

  const uploaded = await upload(bia, zip);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const run = uploaded.json() as ImportRun;
  expect(run.mapping.every((k) => k !== null)).toBe(true);
  expect((await t.request({ method: 'PUT', url: `/api/imports/${run.id}/analysis`, cookie: bia, body: { mapping: run.mapping } })).statusCode).toBe(200);
  await wait(
    async () => (await t.request({ url: `/api/imports/${run.id}`, cookie: bia })).json() as ImportRun,
    (r) => r.status === 'ready',
  );
  expect((await t.request({ method: 'POST', url: `/api/imports/${run.id}/start`, cookie: bia })).statusCode).toBe(200);
  const done = await wait(
    async () => (await t.request({ url: `/api/imports/${run.id}`, cookie: bia })).json() as ImportRun,
    (r) => r.status !== 'running',
  );
  expect(done).toMatchObject({ status: 'done', counts: { create: 6, update: 0, skip: 0, error: 0 } });

  const [a, b] = [await registryOf(agencyA), await registryOf(agencyB)];
  expect(a.owners).toHaveLength(6);
  expect(a.services).toHaveLength(5);
  expect(a.services.map((x) => x.valorPagoCents).sort()).toEqual([0, 0, 0, 0, 12050]);
  expect(b).toEqual(a);
});
