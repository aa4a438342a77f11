import { NFSE_PAGE_SIZE } from '@despacha/domain/nfse/list';
import { nfseDocuments } from '../../db/schema/index.ts';
import { registration } from '../../testing/registry-factory.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { bareServices, storedNfse, twoAgencies } from './issue-test-world.ts';

// The NFS-e the Notas fiscais tests list and export (decisions 075, 077), written straight to the
// table (no Sefin needed), on both sides of the month's edges: A's five of January 2026 (two
// authorised, one cancelled, one rejected, one pending), 52 rejected of June 2025 for the pages,
// and B's one of January.

const at = (iso: string) => new Date(iso);

async function holderOf(t: TestApp, cookie: string) {
  const saved = (await t.request({ method: 'POST', url: '/api/registrations', cookie, body: registration() })).json();
  return { vehicleId: saved.vehicle.id as string, ownerId: saved.owner.id as string };
}

export async function nfseListWorld(t: TestApp) {
  const ids: Record<string, string> = {};
  const { ana, beto, bia, agencyA, agencyB } = await twoAgencies(t, '11.444.777/0001-61');
  const holderA = await holderOf(t, ana);
  const svc = await bareServices(t.db, { agencyId: agencyA, ...holderA, firstNumber: 5000, count: 6 });
  const docs = {
    // Competência January; issued January 10 in Brasília.
    carla: storedNfse({
      agencyId: agencyA,
      serviceId: svc[0]!,
      number: 1,
      status: 'autorizada',
      competence: '2026-01-10',
      createdAt: at('2026-01-10T15:00:00Z'),
      honorariosCents: 30000,
      tomadorName: 'Carla',
    }),
    // 31/01 at 22:00 in Brasília is already February in UTC: still January's emission.
    bruno: storedNfse({
      agencyId: agencyA,
      serviceId: svc[1]!,
      number: 2,
      status: 'autorizada',
      competence: '2026-01-31',
      createdAt: at('2026-02-01T01:00:00Z'),
      honorariosCents: 20000,
      tomadorName: 'bruno',
    }),
    cancelled: storedNfse({
      agencyId: agencyA,
      serviceId: svc[2]!,
      number: 3,
      status: 'cancelada',
      competence: '2026-01-05',
      createdAt: at('2026-01-05T12:00:00Z'),
      honorariosCents: 10000,
      tomadorName: 'Dora',
    }),
    rejected: storedNfse({
      agencyId: agencyA,
      serviceId: svc[3]!,
      number: 4,
      status: 'rejeitada',
      competence: '2026-01-06',
      createdAt: at('2026-01-06T12:00:00Z'),
      honorariosCents: 5000,
      tomadorName: 'Edu',
    }),
    // Competência January, issued 01/02 at 00:30 in Brasília: February's emission.
    pending: storedNfse({
      agencyId: agencyA,
      serviceId: svc[4]!,
      number: 5,
      competence: '2026-01-20',
      createdAt: at('2026-02-01T03:30:00Z'),
      honorariosCents: 7000,
      tomadorName: 'Alice',
    }),
  };
  for (const [name, values] of Object.entries(docs)) {
    const [row] = await t.db.insert(nfseDocuments).values(values).returning({ id: nfseDocuments.id });
    ids[name] = row!.id;
  }
  // June 2025: 52 rejected DPS of one service, for the pages.
  await t.db.insert(nfseDocuments).values(
    Array.from({ length: NFSE_PAGE_SIZE + 2 }, (_, i) =>
      storedNfse({
        agencyId: agencyA,
        serviceId: svc[5]!,
        number: 100 + i,
        status: 'rejeitada',
        competence: '2025-06-10',
        createdAt: at(`2025-06-10T12:${String(i).padStart(2, '0')}:00Z`),
      }),
    ),
  );
  const b = await holderOf(t, bia);
  const [svcB] = await bareServices(t.db, { agencyId: agencyB, ...b, firstNumber: 5000, count: 1 });
  await t.db.insert(nfseDocuments).values(
    storedNfse({
      agencyId: agencyB,
      serviceId: svcB!,
      number: 1,
      status: 'autorizada',
      competence: '2026-01-15',
      honorariosCents: 99900,
      tomadorName: 'De B',
    }),
  );
  return { ana, beto, bia, agencyA, agencyB, holderA, ids };
}
