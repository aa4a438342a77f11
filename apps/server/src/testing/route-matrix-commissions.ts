import { commissionEntries, originCommissionRules, originSettings, services } from '../db/schema/index.ts';
import type { Probe } from './route-matrix-probe.ts';
import type { World } from './route-matrix-world.ts';

// Origem dos Serviços → Configurar and Comissões (issue 34 item 13) in the role × tenant matrix:
// any member of the agency; estornos are the dispatcher's. B's manager is told 404 for A's origin
// and entries. Each settlement gets an open service of its own, each estorno a live entry: the
// probe's params (called before its body) make them, with A's origin set to pay R$ 1,00 a service.

let next = 8000;
const fresh = new WeakMap<World, string>();

async function openServiceOfA(w: World): Promise<string> {
  const values = { agencyId: w.a.agencyId, originId: w.a.originId, commissionDirection: 'pay' };
  await w.t.db
    .insert(originSettings)
    .values(values)
    .onConflictDoUpdate({ target: [originSettings.agencyId, originSettings.originId], set: { commissionDirection: 'pay' } });
  await w.t.db
    .insert(originCommissionRules)
    .values({ agencyId: w.a.agencyId, originId: w.a.originId, servico: '', mode: 'fixed', amountCents: 100 })
    .onConflictDoUpdate({
      target: [originCommissionRules.agencyId, originCommissionRules.originId, originCommissionRules.servico],
      set: { mode: 'fixed', amountCents: 100 },
    });
  const [row] = await w.t.db
    .insert(services)
    .values({
      agencyId: w.a.agencyId,
      number: next++,
      vehicleId: w.a.vehicleId,
      ownerId: w.a.ownerId,
      originId: w.a.originId,
      servico: 'transferencia',
      honorariosCents: 10_000,
    })
    .returning({ id: services.id });
  w.aIds.push(row!.id);
  return row!.id;
}

/** Makes the open service the next body settles; no URL params. */
const prepareSettlement = async (w: World) => {
  fresh.set(w, await openServiceOfA(w));
  return {};
};

const liveEntryOfA = async (w: World) => {
  const serviceId = await openServiceOfA(w);
  const [row] = await w.t.db
    .insert(commissionEntries)
    .values({ agencyId: w.a.agencyId, originId: w.a.originId, serviceId, direction: 'pay', amountCents: 100, paidOn: '2026-01-02', method: 'pix' })
    .returning({ id: commissionEntries.id });
  w.aIds.push(row!.id);
  return { entryId: row!.id };
};

const origin = (w: World) => ({ id: w.a.originId });
const settings = () => ({ contatoNome: 'Carla', direction: 'pay', rules: [{ servico: '', mode: 'fixed', amount: '1,00' }] });

export const commissionProbes: Record<string, Probe> = {
  'GET /api/origins/:id/settings': { access: 'agency', params: origin },
  'PUT /api/origins/:id/settings': { access: 'agency', params: origin, body: settings },
  // The current month, the screen's default: A's services (opened today) are in it.
  'GET /api/commissions': { access: 'agency', query: (w) => `?originId=${w.a.originId}` },
  'GET /api/commissions/export': { access: 'agency', query: (w) => `?originId=${w.a.originId}&format=csv` },
  'POST /api/commissions/settle': {
    access: 'agency',
    params: prepareSettlement,
    body: (w) => ({ originId: w.a.originId, serviceIds: [fresh.get(w)!], paidOn: '02/01/2026', method: 'pix' }),
  },
  'POST /api/commissions/:entryId/void': { access: 'dispatcher', params: liveEntryOfA, body: () => ({ reason: 'Lançada em duplicidade' }) },
};
