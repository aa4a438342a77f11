import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { agencyStatusLabel, type AgencyStatus } from '@despacha/domain/agency-status';
import { standardPlans } from '@despacha/domain/plans';
import { labelOf } from '@despacha/domain/options/option';
import { changeType } from '@despacha/domain/rules/subscription';
import { changeTypeOptions } from '@despacha/domain/statuses';
import type { Db } from '../client.ts';
import { billingAdminMessages } from '@despacha/domain/billing/admin';
import { DUNNING_REASON } from '../../modules/billing/system-status-change.ts';
import { activities, agencies, invoices, payments, profiles, subscriptionChanges, users } from '../schema/index.ts';
import { billingOf, type BilledClient } from './demo-billing.ts';

// Client agencies of the platform for the admin back office: every status, their staff, a
// subscription history and a billing history. Each number the admin screens show comes from these rows.

type DemoClient = {
  name: string;
  slug: string;
  city: string;
  cnpjBase: string;
  planId: string;
  status: AgencyStatus;
  monthsAgo: number;
  additionalUsers?: number;
  staff: string[];
  /** Earlier plan/status, changed to the current one this many days ago (by billing itself when bySystem). */
  previous?: { planId?: string; status?: AgencyStatus; daysAgo: number; reason: string; bySystem?: boolean };
  refusedPayment?: boolean;
};

const demoClients: DemoClient[] = [
  {
    name: 'Despachante Copacabana',
    slug: 'copacabana',
    city: 'Rio de Janeiro',
    cnpjBase: '284917360001',
    planId: 'avancado',
    status: 'active',
    monthsAgo: 14,
    additionalUsers: 2,
    staff: ['Marcelo Tavares', 'Renata Lima', 'Paulo Henrique Souza'],
    previous: { planId: 'intermediario', daysAgo: 120, reason: 'Abriu uma segunda loja' },
  },
  {
    name: 'Niterói Documentação Veicular',
    slug: 'niteroidoc',
    city: 'Niterói',
    cnpjBase: '193845620001',
    planId: 'intermediario',
    status: 'active',
    monthsAgo: 12,
    staff: ['Cláudia Ramos', 'Jorge Antunes'],
  },
  {
    name: 'Auto Despachante Tijuca',
    slug: 'tijuca',
    city: 'Rio de Janeiro',
    cnpjBase: '407219850001',
    planId: 'basico',
    status: 'active',
    monthsAgo: 11,
    staff: ['Sérgio Moura'],
  },
  {
    name: 'Despachante Baixada Fluminense',
    slug: 'baixada',
    city: 'Nova Iguaçu',
    cnpjBase: '356102840001',
    planId: 'intermediario',
    status: 'active',
    monthsAgo: 9,
    additionalUsers: 1,
    staff: ['Fernanda Costa', 'Ricardo Alves'],
    previous: { planId: 'basico', daysAgo: 60, reason: 'Equipe cresceu' },
  },
  {
    name: 'Petrópolis Serviços Automotivos',
    slug: 'petropolis',
    city: 'Petrópolis',
    cnpjBase: '518263970001',
    planId: 'basico',
    status: 'active',
    monthsAgo: 7,
    staff: ['Helena Braga'],
    previous: { planId: 'intermediario', daysAgo: 45, reason: 'Redução de custos' },
  },
  {
    name: 'Campos Despachos',
    slug: 'camposdespachos',
    city: 'Campos dos Goytacazes',
    cnpjBase: '624078150001',
    planId: 'avancado',
    status: 'active',
    monthsAgo: 5,
    staff: ['Roberto Nogueira', 'Aline Pires'],
  },
  {
    name: 'Despachante Volta Redonda',
    slug: 'voltaredonda',
    city: 'Volta Redonda',
    cnpjBase: '731945260001',
    planId: 'intermediario',
    status: 'trial',
    monthsAgo: 0,
    staff: ['Luciana Prado'],
  },
  {
    name: 'São Gonçalo Despachante',
    slug: 'saogoncalo',
    city: 'São Gonçalo',
    cnpjBase: '842610370001',
    planId: 'basico',
    status: 'trial',
    monthsAgo: 0,
    staff: [],
  },
  {
    name: 'Despachante Madureira',
    slug: 'madureira',
    city: 'Rio de Janeiro',
    cnpjBase: '953287480001',
    planId: 'basico',
    status: 'suspended',
    monthsAgo: 8,
    staff: ['Carlos Eduardo Dias'],
    previous: { status: 'active', daysAgo: 20, reason: DUNNING_REASON, bySystem: true },
  },
  {
    name: 'Macaé Regularização de Veículos',
    slug: 'macae',
    city: 'Macaé',
    cnpjBase: '160493580001',
    planId: 'intermediario',
    status: 'suspended',
    monthsAgo: 10,
    staff: ['Patrícia Gomes', 'Vinícius Rocha'],
    previous: { status: 'active', daysAgo: 35, reason: 'Pagamento recusado pelo banco' },
    refusedPayment: true,
  },
  {
    name: 'Despachante Barra Mansa',
    slug: 'barramansa',
    city: 'Barra Mansa',
    cnpjBase: '271504690001',
    planId: 'basico',
    status: 'cancelled',
    monthsAgo: 13,
    staff: ['Gustavo Freitas'],
    previous: { status: 'active', daysAgo: 90, reason: 'Encerrou as atividades' },
  },
  {
    name: 'Cabo Frio Despachos',
    slug: 'cabofrio',
    city: 'Cabo Frio',
    cnpjBase: '382615700001',
    planId: 'basico',
    status: 'inactive',
    monthsAgo: 6,
    staff: [],
    previous: { status: 'active', daysAgo: 15, reason: 'Sem uso no último trimestre' },
  },
];

/** Check digits of a numeric CNPJ (weights 5..2,9..2 then 6..2,9..2). */
function cnpjFrom(base12: string): string {
  const digit = (s: string) => {
    const weights = s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = [...s].reduce((acc, ch, i) => acc + Number(ch) * weights[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = digit(base12);
  return `${base12}${d1}${digit(base12 + d1)}`;
}

const DAY = 86_400_000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY);
const emailName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(' ')[0]!;
const planById = new Map(standardPlans.map((p) => [p.id, p]));

/** Seeds the demo clients once; the platform admin appears as the one who changed their subscriptions. */
export async function seedDemoClients(db: Db, adminEmail: string) {
  const cnpjs = demoClients.map((c) => cnpjFrom(c.cnpjBase));
  if ((await db.select({ id: agencies.id }).from(agencies).where(inArray(agencies.cnpj, cnpjs))).length > 0) return;
  const admin = await db.query.users.findFirst({ where: eq(users.email, adminEmail) });
  const actor = { id: admin?.id ?? null, name: admin?.name ?? 'Administrador da Plataforma' };
  const now = new Date();

  await db.transaction(async (tx) => {
    const billed: BilledClient[] = [];
    for (const [index, c] of demoClients.entries()) {
      const createdAt = c.monthsAgo > 0 ? daysAgo(c.monthsAgo * 30 + index, now) : daysAgo(3 + index, now);
      const initialPlan = c.previous?.planId ?? c.planId;
      const initialStatus = c.previous?.status ?? c.status;
      const [agency] = await tx
        .insert(agencies)
        .values({
          name: c.name,
          email: `contato@${c.slug}.com.br`,
          phone: `21${String(30000000 + index * 1234567).slice(0, 8)}`,
          cnpj: cnpjs[index]!,
          address: `Rua Principal, ${100 + index * 17}`,
          city: c.city,
          state: 'RJ',
          planId: c.planId,
          status: c.status,
          additionalUsers: c.additionalUsers ?? 0,
          trialEndsAt: c.status === 'trial' ? new Date(createdAt.getTime() + 30 * DAY) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: agencies.id });
      const agencyId = agency!.id;
      const trail: (typeof activities.$inferInsert)[] = [
        {
          agencyId,
          actorId: actor.id,
          actorName: actor.name,
          action: 'created',
          entity: 'client',
          entityId: agencyId,
          summary: `Cliente ${c.name} cadastrado no plano ${planById.get(initialPlan)!.name}`,
          createdAt,
        },
      ];

      // Staff without a password: they get in through "Esqueci minha senha" or an admin's reset.
      for (const [i, name] of c.staff.entries()) {
        const id = crypto.randomUUID();
        const email = `${emailName(name)}@${c.slug}.com.br`;
        const joined = new Date(createdAt.getTime() + i * DAY);
        await tx.insert(users).values({ id, name, email, emailVerified: true, createdAt: joined, updatedAt: joined });
        const role = i === 0 ? 'dispatcher' : 'user';
        await tx.insert(profiles).values({ id, name, email, role, agencyId, active: c.status !== 'cancelled', createdAt: joined, updatedAt: joined });
        trail.push({
          agencyId,
          actorId: actor.id,
          actorName: actor.name,
          action: 'created',
          entity: 'user',
          entityId: id,
          summary: `Usuário ${name} (${email}) adicionado como ${role === 'dispatcher' ? 'Despachante' : 'Usuário'}`,
          createdAt: joined,
        });
      }

      if (c.previous) {
        const changedAt = daysAgo(c.previous.daysAgo, now);
        const type = changeType(planById.get(initialPlan), c.previous.planId ? planById.get(c.planId) : null);
        const [change] = await tx
          .insert(subscriptionChanges)
          .values({
            agencyId,
            oldPlan: initialPlan,
            newPlan: c.planId,
            oldStatus: initialStatus,
            newStatus: c.status,
            changeType: type,
            changeReason: c.previous.reason,
            changedBy: c.previous.bySystem ? null : actor.id,
            createdAt: changedAt,
          })
          .returning({ id: subscriptionChanges.id });
        const planPart = `plano ${planById.get(initialPlan)!.name}${c.previous.planId ? ` → ${planById.get(c.planId)!.name}` : ''}`;
        trail.push({
          agencyId,
          actorId: c.previous.bySystem ? null : actor.id,
          actorName: c.previous.bySystem ? billingAdminMessages.system : actor.name,
          action: 'updated',
          entity: 'subscription',
          entityId: change!.id,
          summary: `Assinatura alterada (${labelOf(changeTypeOptions, type)}): ${planPart}; status ${agencyStatusLabel(initialStatus)} → ${agencyStatusLabel(c.status)}. Motivo: ${c.previous.reason}`,
          createdAt: changedAt,
        });
      }
      await tx.insert(activities).values(trail);
      billed.push({
        agencyId,
        slug: c.slug,
        planId: c.planId,
        status: c.status,
        additionalUsers: c.additionalUsers ?? 0,
        createdAt,
        ...(c.previous ? { previous: { planId: c.previous.planId, status: c.previous.status, at: daysAgo(c.previous.daysAgo, now) } } : {}),
        refusedPayment: c.refusedPayment,
      });
    }
    // Inserted in issue order across clients, so the platform-wide numbers grow with time.
    const history = billed.map((b) => billingOf(b, now));
    const allInvoices = history.flatMap((h) => h.invoices).sort((a, b) => a.issuedOn.localeCompare(b.issuedOn));
    for (let i = 0; i < allInvoices.length; i += 100) await tx.insert(invoices).values(allInvoices.slice(i, i + 100));
    const allPayments = history.flatMap((h) => h.payments);
    for (let i = 0; i < allPayments.length; i += 100) await tx.insert(payments).values(allPayments.slice(i, i + 100));
  });
}
