import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { activities, auditEvents, owners, profiles, requests, serviceFiles, services, vehicles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';
import { todayIso } from '../../lib/dates.ts';

// Issue 17 item 10 (decision 036): a person's data by CPF/CNPJ, exported and anonymised by the
// agency's dispatcher; services and money stay, nothing personal does.

const CPF = '529.982.247-25';
const DIGITS = '52998224725';
const OTHER_CPF = '111.444.777-35';

let t: TestApp;
let ana: string; // dispatcher of A
let beto: string; // plain user of A
let bia: string; // dispatcher of B
let agencyA: string;
let serviceId: string;
let fileKey: string;

const BOUNDARY = 'despacha-lgpd';
const PDF = Buffer.from('%PDF-1.4\n%rg do titular\n%%EOF\n');
const upload = (cookie: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/services/${id}/files`,
    remoteAddress: '127.0.0.1',
    headers: { origin: 'http://localhost:3000', cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="RG José.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

const post = (url: string, body: unknown, cookie = ana) => t.request({ method: 'POST', url, cookie, body });

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  beto = await t.userSession('Beto', 'beto@a.com.br');
  const betoId = (await t.request({ url: '/api/me', cookie: beto })).json().user.id;
  await t.db.update(profiles).set({ agencyId: agencyA, role: 'user' }).where(eq(profiles.id, betoId));
  t.app.forgetActor(betoId);
  bia = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' });

  // José (the person) in A: owner with e-mail, RG, birth date; a service with a payment and a file.
  const saved = await post(
    '/api/registrations',
    registration({
      owner: { email: 'jose@exemplo.com.br', orgao: 'DETRAN-RJ', nasc: '10/05/1980', endereco: 'Rua das Laranjeiras', numero: '12', bairro: 'Laranjeiras' },
    }),
  );
  expect(saved.statusCode).toBe(200);
  serviceId = saved.json().service.id;
  expect((await post(`/api/services/${serviceId}/payments`, { paidOn: todayIso(), method: 'pix', amount: '100,00' })).statusCode).toBe(201);
  expect((await upload(ana, serviceId)).statusCode).toBe(201);
  fileKey = (await t.db.select().from(serviceFiles).where(eq(serviceFiles.serviceId, serviceId)))[0]!.storageKey;
  // Maria's service, where José is the previous owner.
  const maria = await post(
    '/api/registrations',
    registration({
      owner: { nome: 'Maria Souza', cpf: OTHER_CPF },
      vehicle: { placa: 'XYZ-9876', renavam: '12345678900', chassis: '' },
      service: { exProp: 'José da Conceição', cpfCnpjAnt: CPF },
    }),
  );
  expect(maria.statusCode).toBe(200);
  // A sale form where José is the buyer and Maria's owner block stays hers.
  expect(
    (await post('/api/requests', { type: 'comunicacao-venda', data: { ...sampleRequests['comunicacao-venda'], compradorNomeRazao: 'José da Conceição' } }))
      .statusCode,
  ).toBe(201);
  // The same CPF in agency B: a different person record there.
  expect((await post('/api/registrations', registration({ owner: { nome: 'José em B' } }), bia)).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('access', () => {
  it('is the dispatcher’s: a plain user gets 403, anonymous 401', async () => {
    expect((await post('/api/lgpd/person', { document: CPF }, beto)).statusCode).toBe(403);
    expect((await post('/api/lgpd/person/export', { document: CPF, format: 'json' }, beto)).statusCode).toBe(403);
    expect((await post('/api/lgpd/person/anonymise', { document: CPF, confirmation: 'ANONIMIZAR' }, beto)).statusCode).toBe(403);
    expect((await t.request({ url: '/api/lgpd/agency-export', cookie: beto })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/lgpd/person', body: { document: CPF } })).statusCode).toBe(401);
  });

  it('validates the CPF/CNPJ with the domain’s validators', async () => {
    const res = await post('/api/lgpd/person', { document: '529.982.247-24' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ document: 'CPF/CNPJ inválido' });
  });

  it('answers 404 for a CPF only another agency holds', async () => {
    const res = await post('/api/lgpd/person', { document: '390.533.447-05' }, ana);
    expect(res.statusCode).toBe(404);
    // Agency B's José is B's: B sees its own record only.
    const inB = (await post('/api/lgpd/person/export', { document: CPF, format: 'json' }, bia)).json();
    expect(inB.owners.map((o: { nome: string }) => o.nome)).toEqual(['José em B']);
    expect(inB.services).toHaveLength(1);
    expect(inB.requests).toEqual([]);
  });
});

describe('a person’s data', () => {
  it('sums up what the agency holds', async () => {
    const res = await post('/api/lgpd/person', { document: CPF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      document: DIGITS,
      name: 'José da Conceição',
      anonymisedAt: null,
      counts: { owners: 1, vehicles: 1, services: 1, payments: 1, requests: 1, files: 1, quotes: 0 },
    });
  });

  it('exports JSON with the owner, services and their money, movements, ledger, requests and files; recorded in the trail', async () => {
    const res = await post('/api/lgpd/person/export', { document: CPF, format: 'json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.owners[0]).toMatchObject({ nome: 'José da Conceição', cpf: DIGITS, email: 'jose@exemplo.com.br' });
    expect(data.vehicles[0]).toMatchObject({ placa: 'ABC1234' });
    expect(data.services[0]).toMatchObject({ money: { total: 55000, paid: 10000, balance: 45000 } });
    expect(data.services[0].movements.length).toBeGreaterThan(0);
    expect(data.services[0].payments).toHaveLength(1);
    expect(data.previousOwnerOf).toHaveLength(1);
    // A request stores its CPF/CNPJ normalised (issue 35, code-fields.ts).
    expect(data.requests[0].data).toMatchObject({ compradorCpfCnpj: DIGITS });
    expect(data.files[0]).toMatchObject({ name: 'RG José.pdf', sizeBytes: PDF.length });
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.agencyId, agencyA), eq(auditEvents.action, 'exported')));
    expect(trail.map((e) => e.summary)).toContain('Exportou os dados de um titular (JSON): CPF ***.982.247-**');
  });

  it('exports a PDF with the same content', async () => {
    const res = await post('/api/lgpd/person/export', { document: CPF, format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('José da Conceição');
    expect(text).toContain('RG José.pdf');
    // Labelled in pt-BR: the registry's fields, the computed money, the form's own labels.
    for (const label of ['Nascimento', 'Celular', 'Honorários', 'Saldo', 'Comunicação de Venda']) expect(text).toContain(label);
    // Codes print as on every other document (issue 35): plate with its hyphen, CPF, phone and CEP formatted.
    for (const shown of ['ABC-1234', CPF, '(21) 98765-4321', '20071-002']) expect(text).toContain(shown);
    for (const stored of ['ABC1234', '52998224725', '21987654321', '20071002']) expect(text).not.toContain(stored);
  });
});

describe('anonymisation', () => {
  it('asks for the CPF/CNPJ or ANONIMIZAR', async () => {
    const res = await post('/api/lgpd/person/anonymise', { document: CPF, confirmation: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ confirmation: 'Digite o CPF/CNPJ do titular ou ANONIMIZAR.' });
  });

  it('erases every personal field, keeps services and money, deletes their files; the old CPF finds nothing', async () => {
    const res = await post('/api/lgpd/person/anonymise', { document: CPF, confirmation: CPF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ owners: 1, services: 1, requests: 1, quotes: 0, filesDeleted: 1 });

    const [owner] = await t.db
      .select()
      .from(owners)
      .where(and(eq(owners.agencyId, agencyA), eq(owners.nome, 'Titular anonimizado')));
    expect(owner).toMatchObject({
      cpf: '',
      cnpj: '',
      endereco: '',
      numero: '',
      bairro: '',
      cep: '',
      municipio: '',
      orgao: '',
      email: '',
      cel: '',
      nasc: null,
      emissao: null,
    });
    expect(owner!.anonymisedAt).toBeInstanceOf(Date);
    // No text column of the owner row keeps anything but the name and the UF.
    const filled = Object.entries(owner!).filter(([k, v]) => typeof v === 'string' && v !== '' && !['agencyId', 'id', 'nome', 'searchName', 'uf'].includes(k));
    expect(filled).toEqual([]);

    // The vehicles' copy of the owner's name (Licenciamentos' order, migration 0056) follows it.
    const kept = await t.db
      .select({ n: vehicles.ownerNome })
      .from(vehicles)
      .where(and(eq(vehicles.agencyId, agencyA), eq(vehicles.ownerId, owner!.id)));
    expect(kept.map((v) => v.n)).toEqual(['Titular anonimizado']);

    const [service] = await t.db.select().from(services).where(eq(services.id, serviceId));
    expect(service).toMatchObject({ valorCents: 25000, honorariosCents: 30000, valorPagoCents: 10000, ownerId: owner!.id });
    const [previous] = await t.db
      .select()
      .from(services)
      .where(and(eq(services.agencyId, agencyA), sql`${services.id} <> ${serviceId}`));
    expect(previous).toMatchObject({ exProp: '', cpfCnpjAnt: '' });

    const [form] = await t.db.select().from(requests).where(eq(requests.agencyId, agencyA));
    expect(JSON.stringify(form!.data)).not.toContain(CPF);
    expect(JSON.stringify(form!.data)).not.toContain('José');
    expect(form!.data).toMatchObject({
      compradorNomeRazao: 'Titular anonimizado',
      compradorEmail: '',
      compradorEndereco: '',
      compradorUf: 'RJ',
      cpfCnpj: OTHER_CPF.replace(/\D/g, ''),
      nomeRazaoSocial: ' Maria da Silva ',
    });

    expect(await t.db.select().from(serviceFiles).where(eq(serviceFiles.serviceId, serviceId))).toEqual([]);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', fileKey))).toBe(false);
    const feed = await t.db.select({ s: activities.summary }).from(activities).where(eq(activities.agencyId, agencyA));
    expect(feed.map((a) => a.s).join('\n')).not.toMatch(/José|RG José/);
    expect(feed.map((a) => a.s).join('\n')).toContain('Maria Souza');

    // Registry search and the lookup by the old CPF find nothing; the requests list holds no name.
    expect((await t.request({ url: `/api/registry/search?q=${DIGITS}`, cookie: ana })).json()).toEqual([]);
    expect((await t.request({ url: `/api/registry/search?q=${encodeURIComponent('José')}`, cookie: ana })).json()).toEqual([]);
    expect((await post('/api/lgpd/person', { document: CPF })).statusCode).toBe(404);
    const list = (await t.request({ url: '/api/requests', cookie: ana })).json();
    expect(JSON.stringify(list)).not.toContain('José');

    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.agencyId, agencyA), eq(auditEvents.action, 'anonymised')));
    expect(trail).toHaveLength(1);
    expect(trail[0]!.summary).not.toContain(DIGITS);
  });

  it('is idempotent: a second run finds nothing and changes nothing; agency B keeps its record', async () => {
    const again = await post('/api/lgpd/person/anonymise', { document: CPF, confirmation: 'ANONIMIZAR' });
    expect(again.statusCode).toBe(404);
    expect((await post('/api/lgpd/person', { document: CPF }, bia)).json()).toMatchObject({ name: 'José em B', anonymisedAt: null });
  });
});
