import { and, eq } from 'drizzle-orm';
import { profiles, services, vehicles } from '../../db/schema/index.ts';
import { registration } from '../../testing/registry-factory.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Known services of an origin for the commission tests: one registration through the API (owner
// and vehicle), then services inserted straight into the table with the dates and honorários each
// test needs. Times are UTC instants; São Paulo is UTC−3.

export type Agency = { cookie: string; agencyId: string; userId: string; ownerId: string; vehicleId: string };

export async function agencyWithVehicle(t: TestApp, name: string, email: string, agency: Record<string, unknown>): Promise<Agency> {
  const cookie = await t.userSession(name, email);
  const onboarded = await t.onboard(cookie, agency);
  if (onboarded.statusCode >= 300) throw new Error(`onboarding failed: ${onboarded.body}`);
  const created = await t.request({ method: 'POST', url: '/api/registrations', cookie, body: registration({ service: null }) });
  if (created.statusCode >= 300) throw new Error(`registration failed: ${created.body}`);
  const profile = (await t.db.query.profiles.findFirst({ where: eq(profiles.email, email) }))!;
  const vehicle = (await t.db.query.vehicles.findFirst({ where: eq(vehicles.agencyId, profile.agencyId!) }))!;
  return { cookie, agencyId: profile.agencyId!, userId: profile.id, ownerId: vehicle.ownerId!, vehicleId: vehicle.id };
}

export async function createOrigin(t: TestApp, a: Agency, nomeEmpresa: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/origins', cookie: a.cookie, body: { nomeEmpresa } });
  if (res.statusCode !== 201) throw new Error(`origin failed: ${res.body}`);
  return res.json().id;
}

let next = 5000;
type ServiceSpec = { originId: string | null; servico: string; honorariosCents: number; dataProc?: string | null; createdAt?: string };

/** A service of the agency's vehicle; answers its id and number. */
export async function insertService(t: TestApp, a: Agency, s: ServiceSpec): Promise<{ id: string; number: number }> {
  const [row] = await t.db
    .insert(services)
    .values({
      agencyId: a.agencyId,
      number: ++next,
      vehicleId: a.vehicleId,
      ownerId: a.ownerId,
      originId: s.originId,
      servico: s.servico,
      honorariosCents: s.honorariosCents,
      dataProc: s.dataProc ?? null,
      ...(s.createdAt ? { createdAt: new Date(s.createdAt) } : {}),
    })
    .returning({ id: services.id, number: services.number });
  return row!;
}

export const serviceOf = (t: TestApp, a: Agency, id: string) =>
  t.db.query.services.findFirst({ where: and(eq(services.agencyId, a.agencyId), eq(services.id, id)) });

/** Default 10% of the honorários, licenciamento R$ 50,00 a service; the agency pays. */
export const standardSettings = {
  contatoNome: 'Carla Parceira',
  contatoTelefone: '(21) 98765-4321',
  contatoEmail: 'carla@autocenter.com.br',
  direction: 'pay',
  rules: [
    { servico: '', mode: 'percent', percent: '10' },
    { servico: 'licenciamento', mode: 'fixed', amount: '50,00' },
  ],
};
