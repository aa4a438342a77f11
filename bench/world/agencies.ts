import { sql } from 'drizzle-orm';
import { standardPlans } from '@despacha/domain/plans';
import type { Db } from '../../apps/server/src/db/client.ts';
import { accounts, agencies, profiles, users } from '../../apps/server/src/db/schema/index.ts';
import { shiftDay } from '@despacha/domain/agency-calendar';

// The 499 other agencies: one manager and one staff login each, the demo password (the demo
// dispatcher's own hash is copied, so no hashing per user), e-mails the README lists.

export const agencySlug = (k: number) => `agencia-${String(k).padStart(4, '0')}`;
export const managerEmailOf = (k: number) => `gerente@${agencySlug(k)}.despacha.local`;
export const staffEmailOf = (k: number) => `atendente@${agencySlug(k)}.despacha.local`;

const CITIES = [
  'Rio de Janeiro',
  'Niterói',
  'São Gonçalo',
  'Duque de Caxias',
  'Nova Iguaçu',
  'Petrópolis',
  'Volta Redonda',
  'Campos dos Goytacazes',
  'Macaé',
  'Cabo Frio',
];

function cnpjOf(k: number): string {
  const digit = (s: string) => {
    const weights = s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = [...s].reduce((acc, ch, i) => acc + Number(ch) * weights[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const base = `7${String(k).padStart(7, '0')}0001`;
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

export type OtherAgency = { k: number; agencyId: string; startedOn: string; managerId: string; managerName: string; staffId: string; staffName: string };

/** Agency k started between one and five years ago; every one is active, so each login works. */
export const startedOnOf = (k: number, today: string) => shiftDay(today, -(365 + ((k * 331) % 1460)));

export async function createOtherAgencies(db: Db, count: number, today: string, passwordHash: string): Promise<OtherAgency[]> {
  const out: OtherAgency[] = [];
  for (let first = 1; first <= count; first += 100) {
    const batch = Array.from({ length: Math.min(100, count - first + 1) }, (_, i) => first + i);
    const rows = batch.map((k) => {
      const startedOn = startedOnOf(k, today);
      const created = new Date(`${startedOn}T12:00:00Z`);
      return {
        name: `Despachante Agência ${String(k).padStart(4, '0')}`,
        email: `contato@${agencySlug(k)}.despacha.local`,
        phone: `2130${String(k).padStart(6, '0')}`,
        cnpj: cnpjOf(k),
        address: `Rua do Despachante, ${k}`,
        city: CITIES[k % CITIES.length]!,
        state: 'RJ',
        zipCode: `20${String(k).padStart(6, '0')}`,
        planId: standardPlans[k % standardPlans.length]!.id,
        status: 'active',
        createdAt: created,
        updatedAt: created,
      };
    });
    const inserted = await db.insert(agencies).values(rows).returning({ id: agencies.id });
    const people = batch.flatMap((k, i) => {
      const agencyId = inserted[i]!.id;
      const joined = new Date(`${startedOnOf(k, today)}T12:00:00Z`);
      const tag = String(k).padStart(4, '0');
      const manager = { id: `world-gerente-${tag}`, name: `Gerente Agência ${tag}`, email: managerEmailOf(k), role: 'dispatcher' };
      const staff = { id: `world-atendente-${tag}`, name: `Atendente Agência ${tag}`, email: staffEmailOf(k), role: 'user' };
      out.push({ k, agencyId, startedOn: startedOnOf(k, today), managerId: manager.id, managerName: manager.name, staffId: staff.id, staffName: staff.name });
      return [manager, staff].map((p) => ({ ...p, agencyId, joined }));
    });
    await db.insert(users).values(
      people.map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        emailVerified: true,
        createdAt: p.joined,
        updatedAt: p.joined,
        passwordChangedAt: new Date(),
      })),
    );
    await db.insert(accounts).values(
      people.map((p) => ({
        id: `${p.id}-credential`,
        accountId: p.id,
        providerId: 'credential',
        userId: p.id,
        password: passwordHash,
        createdAt: p.joined,
        updatedAt: p.joined,
      })),
    );
    await db
      .insert(profiles)
      .values(people.map((p) => ({ id: p.id, name: p.name, email: p.email, role: p.role, agencyId: p.agencyId, createdAt: p.joined, updatedAt: p.joined })));
  }
  return out;
}

/** Twelve partner origins per agency (concessionárias, financeiras), ids md5('origin:' || n || ':' || j). */
export async function generateOrigins(db: Db) {
  await db.execute(sql`
    insert into origins (agency_id, id, nome_empresa, razao_social, municipio, bairro, telefone, data_cadastro, created_at, updated_at)
    select w.agency_id, md5('origin:' || w.n || ':' || j)::uuid,
      (array['Concessionária', 'Seminovos', 'Financeira', 'Locadora'])[1 + j % 4] || ' Parceira ' || lpad(j::text, 2, '0'),
      'Parceira ' || lpad(j::text, 2, '0') || ' Comércio de Veículos Ltda', 'Rio de Janeiro',
      (array['Centro', 'Tijuca', 'Barra da Tijuca', 'Méier', 'Botafogo', 'Madureira'])[1 + j % 6],
      '2133' || lpad((w.n * 100 + j)::text, 6, '0'), w.started_on, w.started_on::timestamptz, w.started_on::timestamptz
    from world_agencies w cross join generate_series(1, 12) j`);
}
