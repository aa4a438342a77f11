import { and, eq } from 'drizzle-orm';
import { quotes } from '../db/schema/index.ts';
import { todayIso } from '../lib/dates.ts';
import type { Probe } from './route-matrix-probe.ts';
import { A_MARK, type World } from './route-matrix-world.ts';

// Orçamentos (decision 041) in the role × tenant matrix: any member of the agency; B's manager is
// told 404 for A's quote. Each call gets a quote of its own (accepted, so conversion answers), and
// the public page an unknown token (a real one would show A's name to everyone, by design:
// quotes.test.ts covers the page itself).

let next = 9000;

async function quoteRow(w: World) {
  // A's service links to one quote at a time: an earlier link is undone so the next one can be made.
  await w.t.db
    .update(quotes)
    .set({ status: 'aceito', serviceId: null })
    .where(and(eq(quotes.agencyId, w.a.agencyId), eq(quotes.serviceId, w.a.serviceId)));
  const [row] = await w.t.db
    .insert(quotes)
    .values({
      agencyId: w.a.agencyId,
      number: next++,
      customerName: `Cliente ${A_MARK}`,
      serviceType: 'transferencia',
      detranFeeCents: 25000,
      honorariosCents: 30000,
      extrasCents: 0,
      totalCents: 55000,
      validUntil: todayIso(),
      status: 'aceito',
    })
    .returning({ id: quotes.id });
  w.aIds.push(row!.id);
  return row!.id;
}

const quoteOfA = async (w: World) => ({ id: await quoteRow(w) });

const unknownLink = () => ({ token: 'Q'.repeat(43) });
const body = () => ({
  customerName: 'Cliente Matriz',
  serviceType: 'transferencia',
  detranFee: '250,00',
  honorarios: '300,00',
  extras: [{ label: 'Placas', amount: '120,00' }],
});
const everyone = (status: number) => ({ anonymous: status, staffA: status, managerA: status, managerB: status, admin: status });

export const quoteProbes: Record<string, Probe> = {
  'GET /api/quotes': { access: 'agency' },
  'POST /api/quotes': { access: 'agency', body },
  'GET /api/quotes/:id': { access: 'agency', params: quoteOfA },
  'PUT /api/quotes/:id': { access: 'agency', params: quoteOfA, body },
  'POST /api/quotes/:id/status': { access: 'agency', params: quoteOfA, body: () => ({ status: 'recusado' }) },
  'POST /api/quotes/:id/share': { access: 'agency', params: quoteOfA },
  'DELETE /api/quotes/:id/share': { access: 'agency', params: quoteOfA },
  'GET /api/quotes/:id/pdf': { access: 'agency', params: quoteOfA },
  'GET /api/quotes/:id/conversion': { access: 'agency', params: quoteOfA },
  'POST /api/quotes/:id/link': { access: 'agency', params: quoteOfA, body: (w) => ({ serviceId: w.a.serviceId }) },
  'GET /orcamento/*': { access: 'public', params: () => ({ '*': 'Q'.repeat(150) }), except: everyone(404) },
  'POST /orcamento/*': { access: 'public', params: () => ({ '*': `${'Q'.repeat(150)}/aceitar` }), except: everyone(404) },
  'GET /orcamento/:token': { access: 'public', params: unknownLink, except: everyone(404) },
  'POST /orcamento/:token/aceitar': { access: 'public', params: unknownLink, except: everyone(404) },
  'POST /orcamento/:token/recusar': { access: 'public', params: unknownLink, except: everyone(404) },
};
