import { and, eq } from 'drizzle-orm';
import { licensingDone, vehicles } from '../db/schema/index.ts';
import type { Probe } from './route-matrix-probe.ts';
import type { World } from './route-matrix-world.ts';

// Licenciamentos marked done by hand (decision 067): any of A's users marks and undoes; B's
// manager gets 404 for A's vehicle. Undoing needs a mark, so each call first puts one back.
const doneParams = (w: World) => ({ vehicleId: w.a.vehicleId, year: '2026' });

async function markedOfA(w: World) {
  const [vehicle] = await w.t.db
    .select({ placa: vehicles.placaMercosul })
    .from(vehicles)
    .where(and(eq(vehicles.agencyId, w.a.agencyId), eq(vehicles.id, w.a.vehicleId)));
  await w.t.db
    .insert(licensingDone)
    .values({
      agencyId: w.a.agencyId,
      vehicleId: w.a.vehicleId,
      year: 2026,
      plateFinal: Number(vehicle!.placa.slice(-1)),
      doneOn: '2026-01-02',
      markedByName: 'Matriz',
    })
    .onConflictDoNothing();
  return doneParams(w);
}

export const licensingProbes: Record<string, Probe> = {
  'PUT /api/licensing/vehicles/:vehicleId/done/:year': { access: 'agency', params: doneParams, body: () => ({ doneOn: '02/01/2026' }) },
  'DELETE /api/licensing/vehicles/:vehicleId/done/:year': { access: 'agency', params: markedOfA, stage: 1 },
};
