import { invoices, reportRuns, serviceExpenses, servicePayments } from '../db/schema/index.ts';
import { createStorage } from '../lib/storage.ts';
import type { World } from './route-matrix-world.ts';

// Rows of agency A that no route makes on demand before it is probed: inserted once per world,
// their ids added to A's so the matrix's tenant checks cover them.

/** A's invoice: billing issues none on demand, so it is inserted, once per world, and joins A's ids. */
const invoicesOfA = new WeakMap<World, Promise<string>>();
export const invoiceOfA = async (w: World) => {
  if (!invoicesOfA.has(w)) {
    const made = w.t.db
      .insert(invoices)
      .values({ agencyId: w.a.agencyId, planId: w.platform.planId, amountCents: 19900, issuedOn: '2026-01-01', dueOn: '2026-01-11', status: 'pending' })
      .returning({ id: invoices.id })
      .then(([row]) => (w.aIds.push(row!.id), row!.id));
    invoicesOfA.set(w, made);
  }
  return { invoiceId: await invoicesOfA.get(w)! };
};
/** A's exported report with its stored file, made once per world. */
const reportRunsOfA = new WeakMap<World, Promise<string>>();
export const reportRunOfA = async (w: World) => {
  if (!reportRunsOfA.has(w)) {
    const id = crypto.randomUUID();
    const storageKey = `${w.a.agencyId}/${id}`;
    const filters = { from: '2026-01-01', to: '2026-01-31', originId: '', servico: '', posicao: '', status: '', userId: '' };
    const run = {
      agencyId: w.a.agencyId,
      id,
      kind: 'geral',
      format: 'csv',
      filters,
      filtersLabel: '01/01/2026 a 31/01/2026',
      status: 'done',
      storageKey,
      fileName: 'relatorio.csv',
    };
    const made = createStorage(w.t.config)
      .put(storageKey, Buffer.from('\uFEFFNº\r\n', 'utf8'))
      .then(() => w.t.db.insert(reportRuns).values(run))
      .then(() => (w.aIds.push(id), id));
    reportRunsOfA.set(w, made);
  }
  return { id: await reportRunsOfA.get(w)! };
};
/** A's payment and expense, inserted once per world (their routes are probed before any is posted). */
const ledgerOfA = new WeakMap<World, Promise<{ paymentId: string; expenseId: string }>>();
export const ledgerEntryOfA = async (w: World, kind: 'paymentId' | 'expenseId') => {
  if (!ledgerOfA.has(w)) {
    const entry = { agencyId: w.a.agencyId, serviceId: w.a.serviceId, paidOn: '2026-01-02', method: 'pix', amountCents: 100 };
    const made = Promise.all([
      w.t.db
        .insert(servicePayments)
        .values({ ...entry, number: 9001 })
        .returning({ id: servicePayments.id }),
      w.t.db
        .insert(serviceExpenses)
        .values({ ...entry, kind: 'outro' })
        .returning({ id: serviceExpenses.id }),
    ]).then(([[p], [e]]) => (w.aIds.push(p!.id, e!.id), { paymentId: p!.id, expenseId: e!.id }));
    ledgerOfA.set(w, made);
  }
  return { id: w.a.serviceId, entryId: (await ledgerOfA.get(w)!)[kind] };
};
