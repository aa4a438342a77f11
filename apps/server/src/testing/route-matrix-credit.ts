import { sql } from 'drizzle-orm';
import { serviceCreditTransfers, servicePayments, serviceRefunds, services } from '../db/schema/index.ts';
import type { Probe } from './route-matrix-probe.ts';
import type { World } from './route-matrix-world.ts';

// A customer's credit given back or carried (issue 35 §4, decision 059) in the role × tenant
// matrix: any member of the agency; estornos are the dispatcher's. Each write gets a service of
// A's owner with R$ 1,00 of credit of its own (R$ 101,00 paid on R$ 100,00), made by the probe's
// params (called before its body); each estorno a live entry.

const targets = new WeakMap<World, string>();

/** The agency's next number in a numbered table: the routes number by max + 1 too, so a fixed range would collide. */
const nextNumber = (w: World, table: 'services' | 'service_payments' | 'service_refunds') =>
  sql<number>`(select coalesce(max(number), 0) + 1 from ${sql.identifier(table)} where agency_id = ${w.a.agencyId})`;

async function serviceOfA(w: World, paidCents: number): Promise<string> {
  const [row] = await w.t.db
    .insert(services)
    .values({
      agencyId: w.a.agencyId,
      number: nextNumber(w, 'services'),
      vehicleId: w.a.vehicleId,
      ownerId: w.a.ownerId,
      servico: 'transferencia',
      // A known fee (an exemption): while it is "a confirmar" what was paid is not a credit (decision 078).
      valorCents: 0,
      honorariosCents: 10_000,
      valorPagoCents: paidCents,
    })
    .returning({ id: services.id });
  const id = row!.id;
  if (paidCents > 0) {
    await w.t.db.insert(servicePayments).values({
      agencyId: w.a.agencyId,
      serviceId: id,
      number: nextNumber(w, 'service_payments'),
      paidOn: '2026-01-02',
      method: 'pix',
      amountCents: paidCents,
    });
  }
  w.aIds.push(id);
  return id;
}
const withCredit = (w: World) => serviceOfA(w, 10_100);

const liveRefundOfA = async (w: World) => {
  const id = await withCredit(w);
  const [row] = await w.t.db
    .insert(serviceRefunds)
    .values({ agencyId: w.a.agencyId, serviceId: id, number: nextNumber(w, 'service_refunds'), paidOn: '2026-01-02', method: 'pix', amountCents: 100 })
    .returning({ id: serviceRefunds.id });
  w.aIds.push(row!.id);
  return { id, entryId: row!.id };
};

const liveTransferOfA = async (w: World) => {
  const [from, to] = [await withCredit(w), await serviceOfA(w, 0)];
  const [row] = await w.t.db
    .insert(serviceCreditTransfers)
    .values({ agencyId: w.a.agencyId, fromServiceId: from, toServiceId: to, paidOn: '2026-01-02', amountCents: 100 })
    .returning({ id: serviceCreditTransfers.id });
  w.aIds.push(row!.id);
  return { id: from, entryId: row!.id };
};

/** A source with credit and an open target of the same owner; the body names the target. */
const prepareTransfer = async (w: World) => {
  const id = await withCredit(w);
  targets.set(w, await serviceOfA(w, 0));
  return { id };
};

export const creditProbes: Record<string, Probe> = {
  'POST /api/services/:id/refunds': {
    access: 'agency',
    params: async (w) => ({ id: await withCredit(w) }),
    body: () => ({ paidOn: '02/01/2026', method: 'pix', amount: 1 }),
  },
  'POST /api/services/:id/refunds/:entryId/void': { access: 'dispatcher', params: liveRefundOfA, body: () => ({ reason: 'Matriz' }) },
  'GET /api/services/:id/refunds/:entryId/receipt.pdf': { access: 'agency', params: liveRefundOfA },
  'GET /api/services/:id/credit-targets': { access: 'agency', params: (w) => ({ id: w.a.serviceId }) },
  'POST /api/services/:id/credit-transfers': {
    access: 'agency',
    params: prepareTransfer,
    body: (w) => ({ toServiceId: targets.get(w)!, paidOn: '02/01/2026', amount: 1 }),
  },
  'POST /api/services/:id/credit-transfers/:entryId/void': { access: 'dispatcher', params: liveTransferOfA, body: () => ({ reason: 'Matriz' }) },
};
