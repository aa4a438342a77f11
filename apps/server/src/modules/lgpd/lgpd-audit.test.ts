import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AuditEventItem } from '@despacha/domain/audit/contracts';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { auditEvents } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Security issue 32 item 9 (decision 051): after a person is anonymised, the agency's audit list
// and its CSV export hold nothing that names or reaches them (events about their owner record,
// vehicle, service, tracking link, request, file, quote and exigência, and their LGPD export),
// while the events stay and other people's are untouched.

const CPF = '529.982.247-25';
const MARIA_CPF = '111.444.777-35';
const CNPJ = '11.222.333/0001-81';
const BOUNDARY = 'despacha-lgpd-audit';

let t: TestApp;
let ana: string; // dispatcher of A
let bia: string; // dispatcher of B
const jose = { owner: '', vehicle: '', service: '' };
const maria = { owner: '', vehicle: '', service: '' };
let beforeAll_: { a: AuditEventItem[]; b: AuditEventItem[] };

// What José's records hold, each as the trail could spell it.
const NAME = 'José da Conceição';
const OLD_NAME = 'José Conceição';
const TRACES = [
  'José',
  'Conceição',
  CPF,
  CPF.replace(/\D/g, ''),
  'jose.antigo@exemplo.com.br',
  'jose@exemplo.com.br',
  'jose@orcamento.com.br',
  'jose.form@exemplo.com.br',
  '(21) 98111-2233',
  '21981112233',
  '(21) 98111-4455',
  '21981114455',
  '(21) 3555-6677',
  '2135556677',
  '(21) 99123-4567',
  '21991234567',
  '(21) 3333-4444',
  '2133334444',
  'RG José',
];

const post = (url: string, body: unknown, cookie = ana) => t.request({ method: 'POST', url, cookie, body });
const put = (url: string, body: unknown) => t.request({ method: 'PUT', url, cookie: ana, body });
const get = (url: string, cookie = ana) => t.request({ url, cookie });
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r as Awaited<ReturnType<TestApp['request']>>;
};

/** The whole trail an agency's dispatcher can page through. */
async function trail(cookie: string): Promise<AuditEventItem[]> {
  const items: AuditEventItem[] = [];
  let cursor = '';
  do {
    const page = (await ok(get(`/api/audit?limit=100${cursor ? `&cursor=${cursor}` : ''}`, cookie))).json();
    items.push(...page.items);
    cursor = page.nextCursor ?? '';
  } while (cursor);
  return items;
}
const csvOf = async (cookie: string) => (await ok(get('/api/audit/export?format=csv', cookie))).body;
// The export writes its own event: compare what was there before it.
const withoutExports = (items: AuditEventItem[]) => items.filter((e) => e.entity !== 'audit');
const found = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());

const quoteBody = {
  customerName: NAME,
  customerDocument: CPF,
  customerPhone: '(21) 99123-4567',
  customerEmail: 'jose@orcamento.com.br',
  plate: 'ABC-1234',
  serviceType: 'transferencia',
  detranFee: '250,00',
  honorarios: 30000,
  extras: [],
  note: '',
};
const upload = (serviceId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/services/${serviceId}/files`,
    remoteAddress: '127.0.0.1',
    headers: { origin: 'http://localhost:3000', cookie: ana, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="RG José da Conceição.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(ana, { name: 'Agência A' });
  bia = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' });

  // José: registered, then corrected (name, e-mail, phone), viewed, his service noted and shared.
  const first = registration({ owner: { nome: OLD_NAME, email: 'jose.antigo@exemplo.com.br', cel: '(21) 98111-2233', telRes: '(21) 3555-6677' } });
  const saved = (await ok(post('/api/registrations', first))).json();
  Object.assign(jose, { owner: saved.owner.id, vehicle: saved.vehicle.id, service: saved.service.id });
  const ids = { owner: { id: jose.owner }, vehicle: { id: jose.vehicle }, service: { id: jose.service } };
  await ok(
    post(
      '/api/registrations',
      registration({
        owner: { ...ids.owner, nome: NAME, email: 'jose@exemplo.com.br', cel: '(21) 98111-4455', telRes: '' },
        vehicle: ids.vehicle,
        service: ids.service,
      }),
    ),
  );
  for (const url of [`/api/owners/${jose.owner}`, `/api/vehicles/${jose.vehicle}`, `/api/services/${jose.service}`]) await ok(get(url));
  await ok(put(`/api/services/${jose.service}/observations`, { observacoes: 'José pediu urgência' }));
  await ok(put(`/api/services/${jose.service}/tracking/consent`, { email: true }));
  await ok(post(`/api/services/${jose.service}/tracking/links`, {}));
  // His documents' scan, downloaded once.
  const file = await upload(jose.service);
  expect(file.statusCode, file.body).toBe(201);
  await ok(get(`/api/files/${file.json().id}`));
  // An exigência on his service, returned.
  const ex = (
    await ok(post('/api/exigencias', { serviceId: jose.service, demand: `CNH de ${NAME} vencida`, items: [], deadline: '', responsibleId: '' }))
  ).json();
  await ok(post(`/api/exigencias/${ex.id}/return`, { returnedOn: todayIso(), note: 'José trouxe a CNH nova' }));
  // A sale form where José sells to Maria, opened once.
  const form = {
    ...sampleRequests['comunicacao-venda'],
    nomeRazaoSocial: NAME,
    cpfCnpj: CPF,
    telefone: '(21) 3333-4444',
    email: 'jose.form@exemplo.com.br',
    compradorNomeRazao: 'Maria Souza',
    compradorCpfCnpj: MARIA_CPF,
    compradorEmail: 'maria@exemplo.com.br',
  };
  const request = (await ok(post('/api/requests', { type: 'comunicacao-venda', data: form }))).json();
  await ok(get(`/api/requests/${request.id}`));
  // His quote, changed, shared and accepted by him on the link.
  const quoteId = (await ok(post('/api/quotes', quoteBody))).json().id;
  await ok(put(`/api/quotes/${quoteId}`, { ...quoteBody, honorarios: 32000 }));
  const link = new URL((await ok(post(`/api/quotes/${quoteId}/share`, {}))).json().url).pathname;
  const answer = await t.request({
    method: 'POST',
    url: `${link}/aceitar`,
    ip: t.nextIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(answer.statusCode).toBeLessThan(400);
  await ok(post('/api/lgpd/person/export', { document: CPF, format: 'json' }));

  // Maria: her own record, changed and viewed; José is the previous owner on her service.
  const mariaReg = registration({
    owner: { nome: 'Maria Souza', cpf: MARIA_CPF, email: 'maria@exemplo.com.br', cel: '(21) 97777-8888' },
    vehicle: { placa: 'XYZ-9876', renavam: '12345678900', chassis: '' },
  });
  const m = (await ok(post('/api/registrations', mariaReg))).json();
  Object.assign(maria, { owner: m.owner.id, vehicle: m.vehicle.id, service: m.service.id });
  await ok(
    post(
      '/api/registrations',
      registration({
        owner: { ...mariaReg.owner, id: maria.owner, email: 'maria.nova@exemplo.com.br' },
        vehicle: { ...mariaReg.vehicle, id: maria.vehicle },
        service: { id: maria.service, exProp: NAME, cpfCnpjAnt: CPF },
      }),
    ),
  );
  await ok(get(`/api/owners/${maria.owner}`));
  // The same CPF in agency B is another agency's record.
  await ok(post('/api/registrations', registration({ owner: { nome: 'José em B' } }), bia));

  beforeAll_ = { a: await trail(ana), b: await trail(bia) };
});
afterAll(async () => t.close());

describe('the audit trail after anonymising a person', () => {
  it('named him before: every kind of event about his records is there', async () => {
    const kinds = new Set(beforeAll_.a.map((e) => e.entity));
    for (const kind of ['owner', 'vehicle', 'service', 'tracking_link', 'request', 'file', 'quote', 'exigencia']) expect(kinds.has(kind), kind).toBe(true);
    // Those that named him (an exigência's and a tracking link's events name only the service number).
    const naming = new Set(beforeAll_.a.filter((e) => found(JSON.stringify(e), 'José')).map((e) => e.entity));
    expect([...naming].sort()).toEqual(['file', 'owner', 'quote', 'request', 'service', 'vehicle']);
    const text = JSON.stringify(beforeAll_.a) + (await csvOf(ana));
    // Names, former and current e-mail and phones (stored as digits), his file, his masked CPF.
    for (const s of [NAME, OLD_NAME, 'jose.antigo@exemplo.com.br', 'jose@exemplo.com.br', '21981112233', '2135556677', 'RG José', '***.982.247-**']) {
      expect(found(text, s), s).toBe(true);
    }
  });

  it('holds no trace of his name, CPF, e-mails or phones in the list or the CSV; the events stay', async () => {
    const res = await post('/api/lgpd/person/anonymise', { document: CPF, confirmation: 'ANONIMIZAR' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await trail(ana);
    const csv = await csvOf(ana);
    for (const text of [JSON.stringify(after), csv]) {
      for (const needle of TRACES) expect(found(text, needle), needle).toBe(false);
      // The masked CPF is left once: the anonymisation's own event, the agency's proof it answered.
      expect(text.split('***.982.247-**').length - 1).toBe(1);
    }
    expect(after.filter((e) => e.summary.includes('***.982.247-**')).map((e) => e.action)).toEqual(['anonymised']);

    // Every event before is still there, with its actor, action, record and time.
    const keyOf = (e: AuditEventItem) => [e.id, e.createdAt, e.actorId, e.actorRole, e.action, e.entity, e.entityId, e.ip].join('|');
    const was = withoutExports(beforeAll_.a);
    expect(withoutExports(after).slice(-was.length).map(keyOf)).toEqual(was.map(keyOf));
    const ownerEvents = after.filter((e) => e.entityId === jose.owner);
    expect(ownerEvents.map((e) => e.summary)).toContain('Cadastrou o cliente Titular anonimizado');
    const corrected = ownerEvents.find((e) => e.action === 'updated' && e.changes.some((c) => c.field === 'email'))!;
    expect(corrected.changes).toContainEqual({ field: 'email', before: 'Texto removido (LGPD)', after: 'Texto removido (LGPD)' });
    expect(corrected.changes).toContainEqual({ field: 'nome', before: 'Titular anonimizado', after: 'Titular anonimizado' });
    // His answer on the quote link was recorded with him as the actor.
    expect(after.some((e) => e.entity === 'quote' && e.actorId === null && e.actorName === 'Titular anonimizado')).toBe(true);
  });

  it('leaves other people’s events as they were', async () => {
    const after = await trail(ana);
    const hers = (items: AuditEventItem[]) => items.filter((e) => e.entityId === maria.owner || e.entityId === maria.vehicle);
    expect(hers(after)).toEqual(hers(beforeAll_.a));
    expect(hers(after).length).toBeGreaterThan(2);
    const csv = await csvOf(ana);
    for (const s of ['Maria Souza', 'maria@exemplo.com.br', 'maria.nova@exemplo.com.br']) expect(found(csv, s), s).toBe(true);
    // On her service José was the previous owner: those two values go, the rest of the event stays.
    const serviceOf = (items: AuditEventItem[]) => items.find((e) => e.entityId === maria.service && e.action === 'updated')!;
    const { changes, ...rest } = serviceOf(after);
    const { changes: wasChanges, ...wasRest } = serviceOf(beforeAll_.a);
    expect(rest).toEqual(wasRest);
    expect(wasChanges).toContainEqual({ field: 'exProp', before: '', after: NAME });
    expect(changes).toContainEqual({ field: 'exProp', before: '', after: 'Titular anonimizado' });
    expect(changes).toContainEqual({ field: 'cpfCnpjAnt', before: '', after: 'Texto removido (LGPD)' });
    // Agency B's trail, where the same CPF is another record, is untouched.
    expect(withoutExports(await trail(bia))).toEqual(withoutExports(beforeAll_.b));
    expect(found(JSON.stringify(await trail(bia)), 'José em B')).toBe(true);
  });

  it('does the same for a company by CNPJ, whose number the trail now masks', async () => {
    const company = registration({
      owner: { nome: 'Transportes Ipanema Ltda', cpf: '', cnpj: CNPJ, email: 'compras@ipanema.com.br' },
      vehicle: { placa: 'BBB-2222', renavam: '01234567897', chassis: '9BWZZZ377VT004252' },
    });
    const saved = (await ok(post('/api/registrations', company))).json();
    await ok(
      post('/api/registrations', {
        ...company,
        owner: { ...company.owner, id: saved.owner.id, email: 'frota@ipanema.com.br' },
        vehicle: { ...company.vehicle, id: saved.vehicle.id },
        service: { ...company.service, id: saved.service.id },
      }),
    );
    await ok(get(`/api/owners/${saved.owner.id}`));
    await ok(post('/api/lgpd/person/export', { document: CNPJ, format: 'json' }));
    expect(found(JSON.stringify(await trail(ana)), 'compras@ipanema.com.br')).toBe(true);
    await ok(post('/api/lgpd/person/anonymise', { document: CNPJ, confirmation: CNPJ }));
    const after = await trail(ana);
    for (const text of [JSON.stringify(after), await csvOf(ana)]) {
      for (const needle of ['Ipanema', CNPJ, '11222333000181', 'compras@', 'frota@']) expect(found(text, needle), needle).toBe(false);
    }
    expect(after.find((e) => e.action === 'anonymised' && e.entityId === saved.owner.id)!.summary).toMatch(
      /^Anonimizou os dados de um titular: CNPJ \*\*\.222\.333\/\*\*\*\*-\*\* /,
    );
  });
});

describe('the append-only guard', () => {
  it('lets an event’s texts change only inside the anonymisation, and nothing else of it', async () => {
    const [row] = await t.db.select().from(auditEvents).limit(1);
    const where = eq(auditEvents.id, row!.id);
    const anonymising = (work: (tx: typeof t.db) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('despacha.audit_anonymise', 'on', true)`);
        await work(tx);
      });
    await expect(t.db.update(auditEvents).set({ summary: 'x' }).where(where)).rejects.toThrow();
    await expect(anonymising((tx) => tx.update(auditEvents).set({ action: 'deleted' }).where(where))).rejects.toThrow();
    await expect(anonymising((tx) => tx.update(auditEvents).set({ entityId: 'outro' }).where(where))).rejects.toThrow();
    await expect(anonymising((tx) => tx.delete(auditEvents).where(where))).rejects.toThrow();
    // The setting ends with its transaction.
    await anonymising(async () => undefined);
    await expect(t.db.update(auditEvents).set({ summary: 'x' }).where(where)).rejects.toThrow();
    expect((await t.db.select().from(auditEvents).where(where))[0]).toEqual(row);
  });
});
