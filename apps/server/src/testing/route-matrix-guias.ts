import { guiaItems, guias } from '../db/schema/index.ts';
import type { World } from './route-matrix-world.ts';

// Agency A's guia for the role × tenant matrix (decision 039), inserted once per world. Its item
// is already closed (open = false), so POST /api/guias may still take A's service; the deliver and
// return probes move it as a dispatcher would (staff first, then the manager's second try is 409).
const guiasOfA = new WeakMap<World, Promise<string>>();

export async function guiaOfA(w: World): Promise<{ id: string }> {
  if (!guiasOfA.has(w)) {
    const made = w.t.db
      .insert(guias)
      .values({ agencyId: w.a.agencyId, kind: 'geral', number: 9001, issuedOn: '2026-01-02', destination: 'Posto Matriz' })
      .returning({ id: guias.id })
      .then(async ([row]) => {
        await w.t.db.insert(guiaItems).values({ agencyId: w.a.agencyId, guiaId: row!.id, serviceId: w.a.serviceId, position: 0, open: false });
        w.aIds.push(row!.id);
        return row!.id;
      });
    guiasOfA.set(w, made);
  }
  return { id: await guiasOfA.get(w)! };
}

let throwaways = 0;

/** A draft of A's made for one DELETE probe (each actor deletes its own), on A's service, closed. */
export async function throwawayGuiaOfA(w: World): Promise<{ id: string }> {
  const [row] = await w.t.db
    .insert(guias)
    .values({ agencyId: w.a.agencyId, kind: 'pl', number: 9100 + ++throwaways, issuedOn: '2026-01-02', destination: 'Posto Matriz' })
    .returning({ id: guias.id });
  w.aIds.push(row!.id);
  return { id: row!.id };
}
