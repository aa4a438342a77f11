import { exigencias } from '../db/schema/index.ts';
import type { Probe } from './route-matrix-probe.ts';
import type { World } from './route-matrix-world.ts';

// Agency A's exigências for the role × tenant matrix (decision 037), inserted once per world
// without touching the service's position: one open (so registering another answers 409 to A's
// users after their checks passed) and one returned (so returning it answers 409). Nothing the
// other probes rely on moves.
const exigenciasOfA = new WeakMap<World, Promise<{ open: string; returned: string }>>();

function made(w: World) {
  if (!exigenciasOfA.has(w)) {
    const rows = w.t.db
      .insert(exigencias)
      .values([
        { agencyId: w.a.agencyId, serviceId: w.a.serviceId, demand: 'Apresentar procuração', items: ['procuracao'], raisedOn: '2026-01-05' },
        { agencyId: w.a.agencyId, serviceId: w.a.serviceId, demand: 'Decalque', raisedOn: '2026-01-02', status: 'returned', returnedOn: '2026-01-04' },
      ])
      .returning({ id: exigencias.id, status: exigencias.status })
      .then((inserted) => {
        for (const row of inserted) w.aIds.push(row.id);
        return { open: inserted.find((r) => r.status === 'open')!.id, returned: inserted.find((r) => r.status === 'returned')!.id };
      });
    exigenciasOfA.set(w, rows);
  }
  return exigenciasOfA.get(w)!;
}

/** Params naming A's returned exigência. */
export async function returnedExigenciaOfA(w: World): Promise<{ id: string }> {
  return { id: (await made(w)).returned };
}

/** A's service, once A has its open exigência. */
export async function serviceWithOpenExigencia(w: World): Promise<{ id: string }> {
  await made(w);
  return { id: w.a.serviceId };
}

/** Retorno de Exigência's routes: A's users get 409 after every check passed; B's is its own queue. */
export const exigenciaProbes: Record<string, Probe> = {
  'GET /api/exigencias': { access: 'agency', query: () => '?status=all' },
  'GET /api/exigencias/summary': { access: 'agency' },
  'GET /api/exigencias/services': { access: 'agency', query: () => '?q=1' },
  'GET /api/exigencias/services/:id': { access: 'agency', params: serviceWithOpenExigencia },
  'GET /api/exigencias/responsibles': { access: 'agency' },
  // The params only make sure A's open exigência exists before the body names A's service.
  'POST /api/exigencias': {
    access: 'agency',
    params: serviceWithOpenExigencia,
    body: (w) => ({ serviceId: w.a.serviceId, demand: 'Falta procuração' }),
    except: { staffA: 409, managerA: 409 },
  },
  'POST /api/exigencias/:id/return': {
    access: 'agency',
    params: returnedExigenciaOfA,
    body: () => ({ note: 'Entregue' }),
    except: { staffA: 409, managerA: 409 },
  },
  // A returned one is history: A's users reach the 409 only after the agency and role checks.
  'PATCH /api/exigencias/:id': { access: 'agency', params: returnedExigenciaOfA, body: () => ({ deadline: '' }), except: { staffA: 409, managerA: 409 } },
};
