import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AuditEventItem } from '@despacha/domain/audit/contracts';
import { auditMessages } from '@despacha/domain/audit/messages';
import { auditEvents } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../../testing/test-app.ts';
import { pruneAudit } from './prune-audit.ts';

let t: TestApp;
let ana: string; // dispatcher of agency A
let bia: string; // dispatcher of agency B
let caio: string; // plain user of agency A
let admin: string;
let agencyA: string;
let agencyB: string;
let saved: { owner: { id: string }; vehicle: { id: string }; service: { id: string } };

type Page = { items: AuditEventItem[]; nextCursor: string | null };
const list = async (cookie: string, query = '', admin = false) => {
  const res = await t.request({ url: `/api/${admin ? 'admin/' : ''}audit${query ? `?${query}` : ''}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** Follows the invitation mail and sets the password, as the invitee would. */
async function accept(email: string, password: string) {
  const link = new URL((await t.latestMail(email))!.link!);
  const redirect = await t.request({ url: link.pathname + link.search, ip: t.nextIp() });
  const token = new URL(redirect.headers.location as string).searchParams.get('token');
  expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: password }, ip: t.nextIp() })).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona', OWNER_EMAIL);
  ana = await t.userSession('Ana', 'ana@a.com.br');
  bia = await t.userSession('Bia', 'bia@b.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' })).json().id;
  const invited = await t.request({ method: 'POST', url: '/api/agency/users', cookie: ana, body: { name: 'Caio', email: 'caio@a.com.br', role: 'user' } });
  expect(invited.statusCode).toBe(201);
  await accept('caio@a.com.br', 'segredo123');
  caio = await t.login('caio@a.com.br');
  const res = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie: ana,
    body: registration({ owner: { nome: 'Maria Auditada', cpf: '529.982.247-25' } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  saved = res.json();
  const inB = registration({
    owner: { nome: 'Bento de B', cpf: '111.444.777-35' },
    vehicle: { placa: 'BBB-2222', renavam: '01234567897', chassis: '9BWZZZ377VT004252' },
  });
  expect((await t.request({ method: 'POST', url: '/api/registrations', cookie: bia, body: inB })).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('audit trail', () => {
  it('records a view of a client and an export, with the actor and the record', async () => {
    expect((await t.request({ url: `/api/owners/${saved.owner.id}`, cookie: caio })).statusCode).toBe(200);
    expect((await t.request({ url: `/api/services/${saved.service.id}/receipt.pdf`, cookie: caio })).statusCode).toBe(200);
    const { items } = await list(ana, 'action=viewed');
    expect(items[0]).toMatchObject({
      action: 'viewed',
      entity: 'owner',
      entityId: saved.owner.id,
      actorName: 'Caio',
      actorRole: 'user',
      summary: 'Visualizou o cliente Maria Auditada',
    });
    const exported = await list(ana, 'action=exported');
    expect(exported.items[0]).toMatchObject({
      entity: 'service',
      entityId: saved.service.id,
      actorName: 'Caio',
      summary: expect.stringMatching(/^Gerou o recibo do serviço nº 1/),
    });
  });

  it('records what a registration changed, field by field, and finds it by CPF or plate', async () => {
    const update = registration({
      owner: { id: saved.owner.id, nome: 'Maria Auditada Silva', cpf: '529.982.247-25' },
      vehicle: { id: saved.vehicle.id },
      service: { id: saved.service.id },
    });
    expect((await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body: update })).statusCode).toBe(200);
    const byCpf = await list(ana, 'q=529.982.247-25&action=updated');
    expect(byCpf.items.map((e) => e.entity)).toEqual(['owner']);
    expect(byCpf.items[0]!.changes).toEqual([{ field: 'nome', before: 'Maria Auditada', after: 'Maria Auditada Silva' }]);
    const created = await list(ana, 'q=ABC1234&action=created');
    expect(created.items.map((e) => e.entity).sort()).toEqual(['service', 'vehicle']);
    const bad = await t.request({ url: '/api/audit?q=nada', cookie: ana });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.q).toBe(auditMessages.searchInvalid);
  });

  it('records the vistoria and the observations changed on a service, before and after', async () => {
    const url = `/api/services/${saved.service.id}`;
    expect(
      (await t.request({ method: 'PUT', url: `${url}/inspection`, cookie: ana, body: { data: '10/12/2026', hora: '09:30', posto: 'Posto Centro' } }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'PUT', url: `${url}/observations`, cookie: ana, body: { observacoes: 'Cliente pediu urgência' } })).statusCode).toBe(200);
    const { items } = await list(ana, `entity=service&entityId=${saved.service.id}&action=updated`);
    expect(items[0]).toMatchObject({
      summary: 'Alterou as observações do serviço nº 1',
      changes: [{ field: 'observacoes', before: '', after: 'Cliente pediu urgência' }],
    });
    expect(items[1]!.summary).toBe('Alterou a vistoria do serviço nº 1');
    expect(items[1]!.changes).toEqual([
      { field: 'data', before: null, after: '2026-12-10' },
      { field: 'hora', before: '', after: '09:30' },
      { field: 'posto', before: '', after: 'Posto Centro' },
    ]);
  });

  it('keeps each agency to its own trail, and refuses it to plain users', async () => {
    expect((await t.request({ url: `/api/owners/${saved.owner.id}`, cookie: bia })).statusCode).toBe(404);
    const b = await list(bia);
    expect(b.items.length).toBeGreaterThan(0);
    expect(b.items.every((e) => e.agencyId === agencyB)).toBe(true);
    expect(b.items.some((e) => e.entityId === saved.owner.id)).toBe(false);
    // B filtering on A's person finds nothing of A's.
    expect((await list(bia, 'q=529.982.247-25')).items).toEqual([]);
    const a = await list(ana);
    expect(a.items.every((e) => e.agencyId === agencyA)).toBe(true);
    expect((await t.request({ url: '/api/audit', cookie: caio })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/audit/export?format=csv', cookie: caio })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/admin/audit', cookie: ana })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/audit' })).statusCode).toBe(401);
  });

  it('records refused authorisation once per address and route a minute', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 3; i++) expect((await t.request({ url: '/api/admin/users', cookie: caio, ip })).statusCode).toBe(403);
    const refused = (await list(ana, 'action=forbidden')).items.filter((e) => e.ip === ip);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ actorName: 'Caio', entity: 'access', entityId: 'GET /api/admin/users' });
  });

  it('records failed sign-ins, of a known account in its agency and of an unknown one for the platform', async () => {
    const wrong = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'caio@a.com.br', password: 'errada123' }, ip: '10.77.0.2' });
    expect(wrong.statusCode).toBe(401);
    await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'ninguem@x.com.br', password: 'errada123' }, ip: '10.77.0.3' });
    const failed = await list(ana, 'action=sign_in_failed');
    expect(failed.items[0]).toMatchObject({ actorName: 'Caio', ip: '10.77.0.2', summary: 'Entrada recusada para Caio: e-mail ou senha incorretos' });
    const platform = await list(admin, 'action=sign_in_failed&agency=platform', true);
    expect(platform.items[0]).toMatchObject({ agencyId: null, actorName: null, summary: expect.stringContaining('n***@x.com.br') });
    expect(JSON.stringify(platform.items)).not.toContain('errada123');
    // Sign-ins themselves are there too, administrators' as platform events.
    expect((await list(admin, 'action=signed_in&agency=platform', true)).items.some((e) => e.actorName === 'Dona')).toBe(true);
  });

  it('lets the admin read every agency, and records admin actions', async () => {
    const all = await list(admin, '', true);
    const agencies = new Set(all.items.map((e) => e.agencyId));
    expect(agencies.has(agencyA) && agencies.has(agencyB)).toBe(true);
    const security = await t.request({ url: '/api/admin/settings', cookie: admin });
    const body = { ...security.json().security, auditRetentionYears: 7 };
    expect((await t.request({ method: 'PUT', url: '/api/admin/settings/security', cookie: admin, body })).statusCode).toBe(200);
    const actions = await list(admin, 'action=admin_action', true);
    expect(actions.items[0]).toMatchObject({ actorName: 'Dona', entity: 'settings', summary: 'Alterou: configurações (PUT /api/admin/settings/security)' });
    const onlyA = await list(admin, `agency=${agencyA}`, true);
    expect(onlyA.items.every((e) => e.agencyId === agencyA && e.agencyName === 'Agência A')).toBe(true);
  });

  it('pages by keyset, newest first, without repeating an event', async () => {
    const first = await list(ana, 'limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(ana, `limit=2&cursor=${first.nextCursor}`);
    expect(Number(second.items[0]!.id)).toBeLessThan(Number(first.items[1]!.id));
  });

  it('sorts by the column asked, pages that order by keyset, and keeps each agency to its own', async () => {
    const event = (agencyId: string, summary: string, ip: string) =>
      recordAudit(t.db, { agencyId, actor: null, action: 'viewed', entity: 'sort-test', entityId: summary, summary, ip });
    await event(agencyA, 'Ordem B', '10.0.0.2');
    await event(agencyA, 'Ordem A', '10.0.0.3');
    await event(agencyA, 'Ordem B', '10.0.0.1');
    await event(agencyB, 'Ordem 0', '10.0.0.0');
    const mine = (await list(ana, 'entity=sort-test')).items; // newest first, as before
    expect(mine.map((e) => e.ip)).toEqual(['10.0.0.1', '10.0.0.3', '10.0.0.2']);
    const [b1, a, b2] = [mine[2]!.id, mine[1]!.id, mine[0]!.id];
    const ids = async (query: string, cookie = ana, admin = false) => (await list(cookie, `entity=sort-test&${query}`, admin)).items.map((e) => e.id);
    expect(await ids('sort=summary&dir=asc')).toEqual([a, b1, b2]);
    expect(await ids('sort=summary&dir=desc')).toEqual([b2, b1, a]);
    expect(await ids('sort=ip&dir=asc')).toEqual([b2, b1, a]);
    // Keyset pages in that order: the tie (two "Ordem B") is broken by the id, nothing repeats.
    const first = await list(ana, 'entity=sort-test&sort=summary&dir=asc&limit=2');
    expect(first.items.map((e) => e.id)).toEqual([a, b1]);
    expect((await list(ana, `entity=sort-test&sort=summary&dir=asc&limit=2&cursor=${first.nextCursor}`)).items.map((e) => e.id)).toEqual([b2]);
    // Another agency's event never shows, nor serves as a cursor to probe it by.
    const theirs = (await list(bia, 'entity=sort-test')).items;
    expect(theirs.map((e) => e.summary)).toEqual(['Ordem 0']);
    expect(await ids(`sort=summary&dir=asc&cursor=${theirs[0]!.id}`)).toEqual([]);
    expect(await ids('sort=agency&dir=asc', admin, true)).toHaveLength(4);
    for (const url of ['/api/audit?sort=segredo', '/api/admin/audit?dir=lado']) {
      const bad = await t.request({ url, cookie: url.includes('admin') ? admin : ana });
      expect(bad.statusCode).toBe(400);
      expect(Object.values(bad.json().error.fields)).toEqual(['Ordenação inválida']);
    }
  });

  it('exports the filtered trail as CSV and XLSX, and the export is itself recorded', async () => {
    const csv = await t.request({ url: '/api/audit/export?format=csv&action=viewed', cookie: ana });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/auditoria-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Data e hora;Pessoa;Perfil;Ação;Registro');
    expect(lines.some((l) => l.includes('Visualizou o cliente Maria Auditada'))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(';Visualizou;'))).toBe(true);
    const xlsx = await t.request({ url: '/api/audit/export?format=xlsx', cookie: ana });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const exported = await list(ana, 'action=exported&entity=audit');
    expect(exported.items[0]).toMatchObject({ actorName: 'Ana', summary: 'Exportou a auditoria da agência' });
  });

  it('is append-only: the database refuses updates and deletes; only the retention prune removes old events', async () => {
    const { db } = t;
    const [row] = await db.select().from(auditEvents).where(eq(auditEvents.agencyId, agencyA)).limit(1);
    await expect(db.update(auditEvents).set({ summary: 'x' }).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await recordAudit(db, { agencyId: agencyA, actor: null, action: 'viewed', entity: 'owner', entityId: 'old-one', summary: 'antigo' });
    // Backdating needs the trigger out of the way: a test-only statement as the table's owner.
    await t.database.asOwner(async (owner) => {
      await owner.execute(sql`alter table audit_events disable trigger audit_events_append_only_trg`);
      await owner.execute(sql`update audit_events set created_at = now() - interval '6 years' where entity_id = 'old-one'`);
      await owner.execute(sql`alter table audit_events enable trigger audit_events_append_only_trg`);
    });
    const before = await db.$count(auditEvents);
    expect(await pruneAudit(db, 5)).toBe(1);
    expect(await db.$count(auditEvents)).toBe(before - 1);
    expect(await db.$count(auditEvents, eq(auditEvents.entityId, 'old-one'))).toBe(0);
  });
});
