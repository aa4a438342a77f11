import { and, eq } from 'drizzle-orm';
import { invoices, quotes } from '../db/schema/index.ts';
import { registration } from './registry-factory.ts';
import type { ActorName, World } from './route-matrix-world.ts';
import { reminderAuditProbes } from './route-matrix-licensing-reminders.ts';
import { nfseAuditProbes } from './route-matrix-nfse.ts';

// audit-declarations.test.ts calls each audited route with its probe from testing/route-matrix.ts.
// Some probes are refused once authorized (409, 404: there is no such row to act on) or change
// nothing (the same value again writes no event): these replace them, with a row that can be acted on.

export type AuditProbe = {
  /** Who calls: one of the world's actors, or a new person (cookie) for what they may not do. */
  actor?: ActorName;
  cookie?: (w: World) => Promise<string>;
  params?: (w: World) => Record<string, string> | Promise<Record<string, string>>;
  query?: (w: World) => string;
  /** The body; `params` are the ones this call was given (a row made for it). */
  body?: (w: World, params: Record<string, string>) => unknown;
  /** The success status when it is not a 2xx (the customer's answer redirects back). */
  status?: number;
  /** 1 and 2 run after 0, as the matrix's stages do. */
  stage?: 1 | 2;
};

const as = (w: World, actor: Exclude<ActorName, 'anonymous'>, method: string, url: string, body?: unknown) =>
  w.t.request({ method, url, body, cookie: w.actors[actor].cookie, ip: w.t.nextIp() });

async function json<T>(res: Awaited<ReturnType<World['t']['request']>>, what: string): Promise<T> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The owner and vehicle of the fresh services, made with the first one. */
const holders = new WeakMap<World, { owner: { id: string }; vehicle: { id: string } }>();

/** A new service of A's, in no guia and with no exigência, saved as Cadastro do Sistema saves one. */
async function freshService(w: World): Promise<string> {
  const known = holders.get(w);
  const body = registration({ owner: { ...known?.owner }, vehicle: { ...known?.vehicle }, service: { originId: w.a.originId } });
  const saved = await json<{ owner: { id: string }; vehicle: { id: string }; service: { id: string } }>(
    await as(w, 'managerA', 'POST', '/api/registrations', body),
    'fresh service',
  );
  holders.set(w, { owner: { id: saved.owner.id }, vehicle: { id: saved.vehicle.id } });
  return saved.service.id;
}

/** An open exigência on a fresh service. */
async function openExigencia(w: World): Promise<{ id: string }> {
  const serviceId = await freshService(w);
  return json(await as(w, 'managerA', 'POST', '/api/exigencias', { serviceId, demand: 'Falta procuração' }), 'exigência');
}

/** A pending invoice of A's for one admin action. */
async function freshInvoice(w: World): Promise<{ invoiceId: string }> {
  const [row] = await w.t.db
    .insert(invoices)
    .values({ agencyId: w.a.agencyId, planId: w.platform.planId, amountCents: 19900, issuedOn: '2026-02-01', dueOn: '2026-02-11', status: 'pending' })
    .returning({ id: invoices.id });
  return { invoiceId: row!.id };
}

/** The token of a new quote's public link, as the customer receives it. */
async function sharedQuote(w: World): Promise<{ token: string }> {
  const quote = await json<{ id: string }>(await as(w, 'managerA', 'POST', '/api/quotes', QUOTE), 'quote');
  const { url } = await json<{ url: string }>(await as(w, 'managerA', 'POST', `/api/quotes/${quote.id}/share`), 'share');
  return { token: new URL(url).pathname.split('/').pop()! };
}

const QUOTE = { customerName: 'Cliente Auditoria', serviceType: 'transferencia', detranFee: '250,00', honorarios: '300,00', extras: [] };

/**
 * A quote of A's made through the API, then accepted with A's service free, as the matrix's own
 * (route-matrix-quotes.ts) but numbered by the server: the matrix's fixed numbers would collide
 * with quotes the audited calls make.
 */
async function acceptedQuote(w: World): Promise<{ id: string }> {
  const quote = await json<{ id: string }>(await as(w, 'managerA', 'POST', '/api/quotes', QUOTE), 'quote');
  await w.t.db
    .update(quotes)
    .set({ serviceId: null })
    .where(and(eq(quotes.agencyId, w.a.agencyId), eq(quotes.serviceId, w.a.serviceId)));
  await w.t.db
    .update(quotes)
    .set({ status: 'aceito' })
    .where(and(eq(quotes.agencyId, w.a.agencyId), eq(quotes.id, quote.id)));
  return quote;
}

/** A finished backup's name (embedded database only: with PostgreSQL the server owns backups). */
async function backupName(w: World): Promise<{ name: string }> {
  let started = false;
  for (let i = 0; i < 400; i++) {
    const status = await json<{ running: unknown; items: { name: string }[] }>(await as(w, 'admin', 'GET', '/api/admin/backups'), 'backups');
    if (!status.running && status.items[0]) return { name: status.items[0].name };
    // One may be under way already (POST /api/admin/backups's own probe): it is waited for.
    if (!status.running && !started) started = !!(await json(await as(w, 'admin', 'POST', '/api/admin/backups'), 'backup'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('backup never finished');
}

/** The PIX key the settings probe saves: it must never reach the trail in full. */
export const AUDIT_PIX_KEY = 'chave-pix@alfaleak.test';

export const auditProbes: Record<string, AuditProbe> = {
  // Another name than the caller's: the same name again changes nothing.
  'PATCH /api/me/profile': { actor: 'staffA', body: () => ({ name: 'Equipe Renomeada' }) },
  // A new person: everyone in the world already has an agency.
  'POST /api/onboarding/agency': {
    cookie: (w) => w.t.userSession('Nova Gerente', 'nova@onboarding.test'),
    body: () => ({ name: 'Despachante Novo', cnpj: '11.444.777/0001-61', email: 'novo@onboarding.test', phone: '(21) 98765-4321', planId: 'basico' }),
  },
  // A's registration saved again with one change: the same data again writes nothing.
  'POST /api/registrations': { body: (w) => ({ ...w.a.registration, service: { ...w.a.registration.service, observacoes: `Obs ${Date.now()}` } }) },
  'PUT /api/guias/:id': {
    params: async (w) => {
      const serviceId = await freshService(w);
      const guia = await json<{ id: string }>(
        await as(w, 'managerA', 'POST', '/api/guias', { kind: 'geral', destination: 'Posto Matriz', serviceIds: [serviceId] }),
        'guia',
      );
      return { id: guia.id, serviceId };
    },
    body: (_w, params) => ({ destination: 'Posto Novo', serviceIds: [params.serviceId] }),
  },
  'PUT /api/tracking/settings': {
    body: () => ({ pixKey: AUDIT_PIX_KEY, pixMerchantName: 'Despachante Alfa', pixMerchantCity: 'Rio de Janeiro', notifyEmail: true }),
  },
  'PATCH /api/agency/users/:id': { params: (w) => ({ id: w.a.spareUserId }), body: () => ({ role: 'dispatcher' }) },
  'PUT /api/services/:id/checklist/:item': { params: async (w) => ({ id: await freshService(w), item: 'procuracao' }), body: () => ({ received: true }) },
  'PUT /api/services/:id/observations': { body: () => ({ observacoes: `Observação ${Date.now()}` }) },
  // The params only make the service: the route has none.
  'POST /api/exigencias': {
    params: async (w) => ({ serviceId: await freshService(w) }),
    body: (_w, params) => ({ serviceId: params.serviceId, demand: 'Falta procuração' }),
  },
  'PATCH /api/exigencias/:id': { params: openExigencia, body: () => ({ deadline: '' }) },
  'POST /api/exigencias/:id/return': { params: openExigencia, body: () => ({ note: 'Entregue' }) },
  'PUT /api/quotes/:id': { params: acceptedQuote },
  'POST /api/quotes/:id/status': { params: acceptedQuote, body: () => ({ status: 'recusado' }) },
  'POST /api/quotes/:id/share': { params: acceptedQuote },
  'DELETE /api/quotes/:id/share': { params: acceptedQuote },
  'GET /api/quotes/:id/pdf': { params: acceptedQuote },
  'POST /api/quotes/:id/link': { params: acceptedQuote, body: (w) => ({ serviceId: w.a.serviceId }) },
  'POST /orcamento/:token/aceitar': { actor: 'anonymous', params: sharedQuote, status: 303 },
  'POST /orcamento/:token/recusar': { actor: 'anonymous', params: sharedQuote, status: 303 },
  'POST /api/admin/invoices/:invoiceId/cancel': { params: freshInvoice },
  'POST /api/admin/invoices/:invoiceId/resend': { params: freshInvoice },
  // Agency B onboarded by itself: it is on trial. Extended first, then converted.
  'POST /api/admin/trials/:agencyId/extend': { params: (w) => ({ agencyId: w.b.agencyId }), body: () => ({ days: 5, reason: 'Auditoria' }) },
  'POST /api/admin/trials/:agencyId/convert': { params: (w) => ({ agencyId: w.b.agencyId }), stage: 1 },
  'POST /api/admin/monitoring/incidents/:id/resolve': {
    params: async (w) =>
      json<{ id: string }>(
        await as(w, 'admin', 'POST', '/api/admin/monitoring/incidents', { type: 'info', title: 'Incidente Auditoria', status: 'scheduled', severity: 'low' }),
        'incident',
      ),
    body: () => ({ note: 'Resolvido' }),
  },
  'GET /api/admin/backups/:name/download': { params: backupName },
  ...reminderAuditProbes,
  ...nfseAuditProbes,
};

/** Audited routes the generated test cannot call to success, and where their event is tested instead. */
export const unobserved: Record<string, string> = {
  // The route matrix's world has no Sefin and its agency an alphanumeric CNPJ the DPS refuses.
  'POST /api/services/:id/nfse': 'issuing needs the fake Sefin with its test CA; the event is checked in modules/nfse/issue.test.ts',
  'POST /api/nfse/:id/cancel': 'cancelling needs an NFS-e the fake Sefin authorised; the event is checked in modules/nfse/issue.test.ts',
  'POST /api/nfse/:id/substitute': 'substituting needs the fake Sefin with its test CA; the event is checked in modules/nfse/substitute.test.ts',
  'POST /api/sign-in-unlock':
    'needs the token of an e-mailed unlock link, sent only once an account is slowed down (decision 052); the event is written in modules/sign-in-unlock/routes.ts',
  ...(process.env.DATABASE_URL
    ? {
        'POST /api/admin/backups': 'with PostgreSQL the database server owns backups: refused with 409',
        'GET /api/admin/backups/:name/download': 'with PostgreSQL there is no archive to download',
      }
    : {}),
};
