import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminMessages, clientMessages } from '@despacha/domain/admin-messages';
import { activities, agencies, subscriptionChanges } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let adminUserId: string;

const newClient = (overrides: Record<string, unknown> = {}) => ({ name: 'Despachante Novo', email: 'contato@novo.com.br', planId: 'basico', ...overrides });
const create = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/admin/clients', cookie: admin, body });
const change = (id: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/admin/clients/${id}/subscription-change`, cookie: admin, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  adminUserId = (await t.request({ url: '/api/me', cookie: admin })).json().user.id;
});
afterAll(async () => t.close());

describe('changing a subscription', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(newClient({ name: 'Despachante Mudança', email: 'mudanca@x.com.br', planId: 'intermediario' }))).json().id;
  });

  it("needs a new plan or a new status: 'Dados incompletos'", async () => {
    const res = await change(id, { newPlanId: '', newStatus: '', reason: 'nada' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ newPlanId: adminMessages.incompleteDescription });
    expect(await t.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.agencyId, id))).toHaveLength(0);
  });

  it('a pricier plan is an upgrade: the client changes and the history names the admin', async () => {
    const res = await change(id, { newPlanId: 'avancado', reason: 'Equipe cresceu' });
    expect(res.statusCode).toBe(201);
    expect(res.json().client).toMatchObject({ planId: 'avancado', planName: 'Avançado', status: 'active' });
    expect(res.json().change).toMatchObject({
      clientId: id,
      clientName: 'Despachante Mudança',
      clientEmail: 'mudanca@x.com.br',
      oldPlan: 'intermediario',
      newPlan: 'avancado',
      oldPlanName: 'Intermediário',
      newPlanName: 'Avançado',
      oldStatus: 'active',
      newStatus: 'active',
      changeType: 'upgrade',
      changeReason: 'Equipe cresceu',
      changedByName: 'Dona da Plataforma',
    });
    const [row] = await t.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.agencyId, id));
    expect(row!.changedBy).toBe(adminUserId);
  });

  it('a cheaper plan is a downgrade; a status alone is a status change', async () => {
    expect((await change(id, { newPlanId: 'basico' })).json().change.changeType).toBe('downgrade');
    const suspended = await change(id, { newStatus: 'suspended' });
    expect(suspended.json().change).toMatchObject({
      changeType: 'status_change',
      oldPlan: 'basico',
      newPlan: 'basico',
      oldStatus: 'active',
      newStatus: 'suspended',
      changeReason: null,
    });
    expect(suspended.json().client.status).toBe('suspended');
    expect((await change(id, { newPlanId: 'basico', newStatus: 'active' })).json().change.changeType).toBe('status_change');
  });

  it('entering a trial sets its end', async () => {
    await change(id, { newStatus: 'trial' });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, id));
    expect(Math.round((row!.trialEndsAt!.getTime() - Date.now()) / 86_400_000)).toBe(30);
    await change(id, { newStatus: 'active' });
  });

  it('refuses an unknown plan and an unknown client', async () => {
    const plan = await change(id, { newPlanId: 'ouro' });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error.fields).toEqual({ newPlanId: clientMessages.planUnknown });
    expect((await change('00000000-0000-4000-8000-000000000000', { newStatus: 'active' })).statusCode).toBe(404);
  });

  it('lists the history newest first, for all clients or one, and records it in the client trail', async () => {
    const all = (await t.request({ url: '/api/admin/subscription-changes', cookie: admin })).json();
    const mine = (await t.request({ url: `/api/admin/subscription-changes?clientId=${id}`, cookie: admin })).json();
    expect(mine.map((c: { changeType: string; newStatus: string }) => [c.changeType, c.newStatus])).toEqual([
      ['status_change', 'active'],
      ['status_change', 'trial'],
      ['status_change', 'active'],
      ['status_change', 'suspended'],
      ['downgrade', 'active'],
      ['upgrade', 'active'],
    ]);
    expect(all.length).toBe(mine.length);
    const detail = (await t.request({ url: `/api/admin/clients/${id}`, cookie: admin })).json();
    const subscription = detail.activity.filter((a: { kind: string }) => a.kind === 'subscription');
    expect(subscription).toHaveLength(6);
    // Only what moved is named, before → after.
    expect(subscription.map((a: { summary: string }) => a.summary)).toEqual([
      'Assinatura alterada (Mudança de status): status Em teste → Ativo',
      'Assinatura alterada (Mudança de status): status Ativo → Em teste',
      'Assinatura alterada (Mudança de status): status Suspenso → Ativo',
      'Assinatura alterada (Mudança de status): status Ativo → Suspenso',
      'Assinatura alterada (Downgrade): plano Avançado → Básico',
      'Assinatura alterada (Upgrade): plano Intermediário → Avançado. Motivo: Equipe cresceu',
    ]);
    expect(subscription.at(-1).actorName).toBe('Dona da Plataforma');
  });

  it("keeps the history of a removed client, without its name ('Cliente não encontrado' on screen)", async () => {
    const gone = (await create(newClient({ name: 'Despachante Extinto', email: 'extinto@x.com.br' }))).json().id;
    await change(gone, { newStatus: 'cancelled', reason: 'Encerrou as atividades' });
    await t.db.delete(activities).where(eq(activities.agencyId, gone));
    await t.db.delete(agencies).where(eq(agencies.id, gone));
    const all = (await t.request({ url: '/api/admin/subscription-changes', cookie: admin })).json();
    expect(all[0]).toMatchObject({ clientId: null, clientName: null, clientEmail: null, changeReason: 'Encerrou as atividades', newStatus: 'cancelled' });
  });

  it('is one transaction: when the history insert fails the client is unchanged', async () => {
    // Triggers are the tables' owner's to make (decision 074).
    await t.database.asOwner(async (owner) => {
      await owner.execute(sql`create function refuse_history() returns trigger language plpgsql as $$ begin raise exception 'history unavailable'; end $$`);
      await owner.execute(sql`create trigger refuse_history before insert on subscription_changes for each row execute function refuse_history()`);
    });
    try {
      const before = await t.db.select().from(agencies).where(eq(agencies.id, id));
      const trailBefore = await t.db.select().from(activities).where(eq(activities.agencyId, id));
      const res = await change(id, { newPlanId: 'avancado', newStatus: 'suspended' });
      expect(res.statusCode).toBe(500);
      expect(await t.db.select().from(agencies).where(eq(agencies.id, id))).toEqual(before);
      expect(before[0]).toMatchObject({ planId: 'basico', status: 'active' });
      expect(await t.db.select().from(activities).where(eq(activities.agencyId, id))).toHaveLength(trailBefore.length);
    } finally {
      await t.database.asOwner(async (owner) => {
        await owner.execute(sql`drop trigger refuse_history on subscription_changes`);
        await owner.execute(sql`drop function refuse_history()`);
      });
    }
    expect((await change(id, { newPlanId: 'avancado' })).statusCode).toBe(201);
  });
});
