import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { catalogCodeId } from './route-matrix-catalog.ts';
import { quoteProbes } from './route-matrix-quotes.ts';
import { commissionProbes } from './route-matrix-commissions.ts';
import { creditProbes } from './route-matrix-credit.ts';
import { guiaOfA, throwawayGuiaOfA } from './route-matrix-guias.ts';
import { lgpdProbes } from './route-matrix-lgpd.ts';
import { importProbes } from './route-matrix-imports.ts';
import { nfseProbes } from './route-matrix-nfse.ts';
import { exigenciaProbes } from './route-matrix-exigencias.ts';
import { licensingProbes } from './route-matrix-licensing.ts';
import { invoiceOfA, ledgerEntryOfA, reportRunOfA } from './route-matrix-rows.ts';
import { A_MARK, MULTIPART_HEADERS, PASSWORD, multipartPdf, type ActorName, type World } from './route-matrix-world.ts';
import { minimalCrlv, multipartFile } from '../modules/document-reading/minimal-pdf.ts';
import type { Access, Expected, Probe } from './route-matrix-probe.ts';
import { reminderProbes } from './route-matrix-licensing-reminders.ts';

// Who may call each registered route, keyed `METHOD url` exactly as the app registers it.
// route-matrix.test.ts sends every entry as each of the five actors and fails on a route missing
// here or an entry whose route is gone. Params name agency A's rows unless said otherwise.

// Access, Expected and Probe are in route-matrix-probe.ts, which the per-area probe files import
// (they would import this file back otherwise); the tests take them from here.
export type { Access, Expected, Probe };

/** What the class promises each actor; `touchesA`: the request names one of A's rows. */
export function expectedOf(access: Access, touchesA: boolean): Record<ActorName, Expected> {
  const tenant = touchesA ? 404 : '2xx';
  switch (access) {
    case 'public':
      return { anonymous: '2xx', staffA: '2xx', managerA: '2xx', managerB: '2xx', admin: '2xx' };
    case 'signed-in':
    case 'self':
      return { anonymous: 401, staffA: '2xx', managerA: '2xx', managerB: '2xx', admin: '2xx' };
    case 'agency':
      return { anonymous: 401, staffA: '2xx', managerA: '2xx', managerB: tenant, admin: 403 };
    case 'dispatcher':
      return { anonymous: 401, staffA: 403, managerA: '2xx', managerB: tenant, admin: 403 };
    case 'admin':
      return { anonymous: 401, staffA: 403, managerA: 403, managerB: 403, admin: '2xx' };
  }
}

const nameOf = (w: World, actor: ActorName) => (actor === 'anonymous' ? 'Ninguém' : w.actors[actor].name);
const id = (pick: (w: World) => string) => (w: World) => ({ id: pick(w) });
const service = id((w) => w.a.serviceId);
const staffUser = id((w) => w.actors.staffA.id);
const spareUser = id((w) => w.a.spareUserId);
const clientA = id((w) => w.a.agencyId);
const plan = id((w) => w.platform.planId);
const ledgerEntry = { paidOn: '02/01/2026', method: 'pix', amount: 1 };
const requestOf = () => ({ type: 'certidao-propriedade', data: sampleRequests['certidao-propriedade'] });

export const routeMatrix: Record<string, Probe | Probe[]> = {
  // ---- better-auth, one wildcard per method: a sample of what it answers ----
  'GET /api/auth/*': [
    { access: 'public', params: () => ({ '*': 'get-session' }) },
    { access: 'self', params: () => ({ '*': 'list-sessions' }) },
  ],
  'POST /api/auth/*': [
    // A wrong password is refused alike, whoever asks.
    {
      access: 'public',
      params: () => ({ '*': 'sign-in/email' }),
      body: () => ({ email: 'ninguem@matriz.test', password: 'errada123' }),
      except: { anonymous: 401, staffA: 401, managerA: 401, managerB: 401, admin: 401 },
    },
    { access: 'self', params: () => ({ '*': 'update-user' }), body: (w, actor) => ({ name: nameOf(w, actor) }) },
  ],
  'GET /api/health': { access: 'public' },
  // Readiness for a load balancer (modules/health/readiness.ts): any host, no session.
  'GET /api/ready': { access: 'public' },
  // The published API description (modules/api-docs): public, like any API's.
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  // The unlock link's token (decision 052): one that was never mailed is refused alike, whoever asks.
  'POST /api/sign-in-unlock': {
    access: 'public',
    body: () => ({ token: 'A'.repeat(43) }),
    except: { anonymous: 404, staffA: 404, managerA: 404, managerB: 404, admin: 404 },
  },
  // The built web app: a file of the build, and any other path answered with the app's page.
  'GET /*': [
    { access: 'public', params: () => ({ '*': 'favicon.svg' }) },
    { access: 'public', params: () => ({ '*': 'dashboard' }) },
  ],

  // ---- the caller's own account ----
  'GET /api/me': { access: 'self' },
  'PATCH /api/me/profile': { access: 'self', body: (w, actor) => ({ name: nameOf(w, actor) }) },
  'POST /api/me/password': { access: 'self', body: () => ({ currentPassword: PASSWORD, newPassword: 'trocada123' }), stage: 2 },
  'GET /api/me/sessions': { access: 'self' },
  // Someone else's or no session: the same 404 for everyone signed in.
  'DELETE /api/me/sessions/:id': {
    access: 'self',
    params: () => ({ id: 'nenhuma-sessao' }),
    except: { staffA: 404, managerA: 404, managerB: 404, admin: 404 },
  },
  'POST /api/me/two-factor/qr': { access: 'self', body: () => ({ uri: 'otpauth://totp/Despacha:a%40b.com?secret=JBSWY3DPEHPK3PXP' }) },
  // An admin has no agency to show.
  'GET /api/agency': { access: 'self', except: { admin: 404 } },
  // Everyone here already has an agency, and an admin may never have one.
  'POST /api/onboarding/agency': {
    access: 'signed-in',
    body: () => ({ name: 'Agência Nova', cnpj: '11.222.333/0001-81', email: 'nova@matriz.test', phone: '(21) 98765-4321', planId: 'basico' }),
    except: { staffA: 409, managerA: 409, managerB: 409, admin: 403 },
  },
  // Administrators see the platform's figures, everyone else their agency's.
  'GET /api/dashboard': { access: 'signed-in' },
  'GET /api/dashboard/requirements': { access: 'agency' },
  // Reports of the caller's agency; B's history and reports are its own.
  'POST /api/reports/:kind/generate': { access: 'agency', params: () => ({ kind: 'geral' }), body: () => ({ filters: {} }) },
  'POST /api/reports/:kind/exports': { access: 'agency', params: () => ({ kind: 'por-origem' }), body: () => ({ filters: {}, format: 'csv' }) },
  'GET /api/report-runs': { access: 'agency' },
  'GET /api/report-runs/:id': { access: 'agency', params: reportRunOfA },
  'GET /api/report-runs/:id/download': { access: 'agency', params: reportRunOfA },
  // The caixa of the agency's own ledgers; agency B's is its own (empty) caixa.
  'GET /api/caixa': { access: 'agency' },
  'GET /api/caixa/export': { access: 'agency', query: () => '?format=csv' },
  // The agenda reads the agency's own vistorias and deadlines; agency B's is its own (empty) agenda.
  'GET /api/agenda': { access: 'agency' },
  'GET /api/agenda/late': { access: 'agency', query: () => '?kind=deadlines&offset=25' },
  'GET /api/agenda/summary': { access: 'agency' },
  // Guia PL / Guia Geral (decision 039): every member of the agency. A's service goes on staff's
  // new guia, so the manager's second one is refused (400); deliver and return happen once (409).
  'GET /api/guias': { access: 'agency', query: () => '?kind=geral' },
  'GET /api/guias/candidates': { access: 'agency', query: () => '?kind=geral' },
  'POST /api/guias': {
    access: 'agency',
    body: (w) => ({ kind: 'geral', destination: 'Posto Matriz', serviceIds: [w.a.serviceId] }),
    except: { managerA: 400 },
  },
  'GET /api/guias/:id': { access: 'agency', params: guiaOfA },
  // A's one service already sits in staff's new guia: the edit gets past authorization and is refused on it (400).
  'PUT /api/guias/:id': {
    access: 'agency',
    params: throwawayGuiaOfA,
    body: (w) => ({ destination: 'Posto Matriz', serviceIds: [w.a.serviceId] }),
    except: { staffA: 400, managerA: 400 },
  },
  'GET /api/guias/:id/pdf': { access: 'agency', params: guiaOfA },
  'POST /api/guias/:id/deliver': { access: 'agency', params: guiaOfA, body: () => ({}), except: { managerA: 409 } },
  'POST /api/guias/:id/return': {
    access: 'agency',
    params: guiaOfA,
    body: (w) => ({ items: [{ serviceId: w.a.serviceId, outcome: 'pronto' }] }),
    except: { managerA: 409 },
  },
  'DELETE /api/guias/:id': { access: 'agency', params: throwawayGuiaOfA, stage: 1 },
  // The customer's tracking link (decision 040): every member shares, revokes and records consent;
  // the settings (PIX key, e-mail switch) are the manager's. The public page answers 404 to any token not issued.
  'GET /api/tracking/settings': { access: 'agency' },
  'PUT /api/tracking/settings': { access: 'dispatcher', body: () => ({ pixKey: '', pixMerchantName: '', pixMerchantCity: '', notifyEmail: true }) },
  'GET /api/services/:id/tracking': { access: 'agency', params: service },
  'POST /api/services/:id/tracking/links': { access: 'agency', params: service },
  'DELETE /api/services/:id/tracking/links': { access: 'agency', params: service },
  'PUT /api/services/:id/tracking/consent': { access: 'agency', params: service, body: () => ({ email: false }) },
  'GET /acompanhar/*': {
    access: 'public',
    params: () => ({ '*': 'A'.repeat(150) }),
    except: { anonymous: 404, staffA: 404, managerA: 404, managerB: 404, admin: 404 },
  },
  'GET /acompanhar/:token': {
    access: 'public',
    params: () => ({ token: 'A'.repeat(43) }),
    except: { anonymous: 404, staffA: 404, managerA: 404, managerB: 404, admin: 404 },
  },
  'GET /api/plans': { access: 'signed-in' },
  'GET /api/field-options': { access: 'signed-in' },
  // An admin may open any agency.
  'GET /api/agencies/:id': { access: 'agency', params: clientA, except: { admin: 200 } },

  // ---- the agency's users, the manager's ----
  'GET /api/agency/users': { access: 'dispatcher' },
  'POST /api/agency/users': { access: 'dispatcher', body: (_w, actor) => ({ name: 'Convidado Matriz', email: `convite-${actor}@matriz.test`, role: 'user' }) },
  'PATCH /api/agency/users/:id': { access: 'dispatcher', params: staffUser, body: () => ({ role: 'user' }) },
  'POST /api/agency/users/:id/deactivate': { access: 'dispatcher', params: spareUser },
  'POST /api/agency/users/:id/reactivate': { access: 'dispatcher', params: spareUser },
  // The agency's own subscription (billing/agency): the status for every member, the rest the manager's.
  'GET /api/agency/status': { access: 'agency' },
  'GET /api/agency/subscription': { access: 'dispatcher' },
  'POST /api/agency/subscription/plan-change': { access: 'dispatcher', body: () => ({ planId: 'avancado' }) },

  // ---- the agency's registry ----
  'GET /api/registry/search': { access: 'agency', query: () => `?q=${A_MARK}` },
  'POST /api/registrations': { access: 'agency', body: (w) => w.a.registration },
  'GET /api/owners/:id': { access: 'agency', params: id((w) => w.a.ownerId) },
  'GET /api/vehicles/:id': { access: 'agency', params: id((w) => w.a.vehicleId) },
  'GET /api/services/:id': { access: 'agency', params: service },
  'GET /api/services/:id/receipt.pdf': { access: 'agency', params: service },
  'POST /api/services/:id/movements': { access: 'agency', params: service, body: () => ({ position: 'emissao' }) },
  'PUT /api/services/:id/inspection': { access: 'agency', params: service, body: () => ({ data: '25/11/2026', hora: '09:30', posto: 'Posto Matriz' }) },
  'PUT /api/services/:id/checklist/:item': { access: 'agency', params: (w) => ({ id: w.a.serviceId, item: 'procuracao' }), body: () => ({ required: true }) },
  'PUT /api/services/:id/observations': { access: 'agency', params: service, body: () => ({ observacoes: `Obs ${A_MARK}` }) },
  // The service's ledger (decision 025): estornos are the dispatcher's; every void after the first is 409.
  'GET /api/services/:id/ledger': { access: 'agency', params: service },
  'POST /api/services/:id/payments': { access: 'agency', params: service, body: () => ({ ...ledgerEntry, confirmOverpayment: true }) },
  'POST /api/services/:id/expenses': { access: 'agency', params: service, body: () => ({ ...ledgerEntry, kind: 'cartorio' }) },
  'POST /api/services/:id/payments/:entryId/void': { access: 'dispatcher', params: (w) => ledgerEntryOfA(w, 'paymentId'), body: () => ({ reason: 'Matriz' }) },
  'POST /api/services/:id/expenses/:entryId/void': { access: 'dispatcher', params: (w) => ledgerEntryOfA(w, 'expenseId'), body: () => ({ reason: 'Matriz' }) },
  'GET /api/services/:id/payments/:entryId/receipt.pdf': { access: 'agency', params: (w) => ledgerEntryOfA(w, 'paymentId') },
  'POST /api/services/:id/files': { access: 'agency', params: service, body: () => multipartPdf('procuracao'), headers: MULTIPART_HEADERS },
  // Ler CRLV-e (decision 056): any agency's member reads a PDF of their own; no row of A is named.
  'POST /api/registry/read-document': {
    access: 'agency',
    body: () => multipartFile(minimalCrlv(), MULTIPART_HEADERS['content-type'].split('boundary=')[1]!),
    headers: MULTIPART_HEADERS,
  },
  'GET /api/files/:id': { access: 'agency', params: id((w) => w.a.fileId) },
  'DELETE /api/files/:id': { access: 'agency', params: async (w) => ({ id: await w.throwawayFile() }), stage: 1 },
  'GET /api/origins': { access: 'agency', query: () => '?q=Oficina' },
  'GET /api/origins/:id': { access: 'agency', params: id((w) => w.a.originId) },
  'POST /api/origins': { access: 'agency', body: () => ({ nomeEmpresa: 'Oficina Matriz' }) },
  'PUT /api/origins/:id': { access: 'agency', params: id((w) => w.a.originId), body: () => ({ nomeEmpresa: `Oficina ${A_MARK}`, cnpj: '11.222.333/0001-81' }) },
  'GET /api/library/services': { access: 'agency', query: () => `?q=${A_MARK}` },
  'GET /api/library/:itemId.pdf': { access: 'agency', params: () => ({ itemId: 'recibo' }), query: (w) => `?serviceId=${w.a.serviceId}` },
  'GET /api/requests': { access: 'agency' },
  'POST /api/requests': { access: 'agency', body: (w) => ({ ...requestOf(), serviceId: w.a.serviceId }) },
  'GET /api/requests/:id': { access: 'agency', params: id((w) => w.a.requestId) },
  'GET /api/requests/:id/pdf': { access: 'agency', params: id((w) => w.a.requestId) },
  'POST /api/requests/pdf': { access: 'agency', body: requestOf },

  // ---- platform administration ----
  'GET /api/admin/users': { access: 'admin', query: () => `?q=${A_MARK}` },
  'GET /api/admin/users/clients': { access: 'admin' },
  'GET /api/admin/users/:id': { access: 'admin', params: staffUser },
  'POST /api/admin/users': {
    access: 'admin',
    body: (w, actor) => ({ name: 'Novo Matriz', email: `novo-${actor}@matriz.test`, role: 'user', clientId: w.a.agencyId, temporaryPassword: 'Abc23xyz' }),
  },
  'POST /api/admin/users/:id/reset-password': { access: 'admin', params: staffUser },
  'POST /api/admin/users/:id/sessions/end': { access: 'admin', params: spareUser },
  'POST /api/admin/users/:id/deactivate': { access: 'admin', params: spareUser },
  'POST /api/admin/users/:id/reactivate': { access: 'admin', params: spareUser },
  'GET /api/admin/agencies': { access: 'admin' },
  'GET /api/admin/clients': { access: 'admin', query: () => `?q=${A_MARK}` },
  'GET /api/admin/clients/export': { access: 'admin', query: () => '?format=csv' },
  'POST /api/admin/clients': { access: 'admin', body: () => ({ name: 'Cliente Matriz', email: 'cliente@matriz.test', planId: 'basico' }) },
  'GET /api/admin/clients/:id': { access: 'admin', params: clientA },
  'PATCH /api/admin/clients/:id': {
    access: 'admin',
    params: clientA,
    body: (w) => ({
      name: w.a.agencyBody.name,
      email: w.a.agencyBody.email,
      cnpj: w.a.agencyBody.cnpj,
      phone: w.a.agencyBody.phone,
      additionalUsers: w.a.agencyBody.additionalUsers,
    }),
  },
  'POST /api/admin/clients/:id/subscription-change': { access: 'admin', params: clientA, body: () => ({ newStatus: 'active', reason: 'Matriz' }) },
  'GET /api/admin/subscription-changes': { access: 'admin' },
  'GET /api/admin/subscriptions/summary': { access: 'admin' },
  'GET /api/admin/subscriptions/trials': { access: 'admin' },
  // Billing actions (billing/invoices, billing/trials): no such invoice (404) and agency A is no trial (409) once authorized.
  'POST /api/admin/invoices/:invoiceId/cancel': {
    access: 'admin',
    params: () => ({ invoiceId: '00000000-0000-4000-8000-000000000000' }),
    except: { admin: 404 },
  },
  'POST /api/admin/invoices/:invoiceId/resend': {
    access: 'admin',
    params: () => ({ invoiceId: '00000000-0000-4000-8000-000000000000' }),
    except: { admin: 404 },
  },
  'POST /api/admin/trials/:agencyId/convert': { access: 'admin', params: (w) => ({ agencyId: w.a.agencyId }), except: { admin: 409 } },
  'POST /api/admin/trials/:agencyId/extend': {
    access: 'admin',
    params: (w) => ({ agencyId: w.a.agencyId }),
    body: () => ({ days: 5, reason: 'Matriz' }),
    except: { admin: 409 },
  },
  // Payments, PIX and invoice PDF (billing/payments, pix, invoice-pdf) on an invoice of A's; no PIX key is set (409).
  'POST /api/admin/invoices/:invoiceId/payments': {
    access: 'admin',
    params: invoiceOfA,
    body: () => ({ method: 'pix', paidOn: '01/01/2026', amountCents: 1 }),
  },
  'GET /api/admin/invoices/:invoiceId/pdf': { access: 'admin', params: invoiceOfA },
  'GET /api/invoices/:invoiceId/pdf': { access: 'dispatcher', params: invoiceOfA },
  'GET /api/invoices/:invoiceId/pix': { access: 'dispatcher', params: invoiceOfA, except: { managerA: 409, admin: 409 } },
  // A provider's server, no session: a request without a valid signature is 401 for everyone.
  'POST /api/billing/webhook': {
    access: 'public',
    body: () => ({ id: 'evt_matrix', type: 'payment.confirmed' }),
    except: { anonymous: 401, staffA: 401, managerA: 401, managerB: 401, admin: 401 },
  },
  'GET /api/admin/billing/summary': { access: 'admin' },
  'GET /api/admin/billing/invoices': { access: 'admin', query: () => '?q=Matriz&page=1' },
  'GET /api/admin/billing/payments': { access: 'admin' },
  'GET /api/admin/billing/period-summary': { access: 'admin', query: () => '?from=2026-01-01&to=2026-12-31' },
  'GET /api/admin/billing/reports/:kind': { access: 'admin', params: () => ({ kind: 'resumo' }), query: () => '?format=csv&from=2026-01-01&to=2026-12-31' },
  'GET /api/admin/settings/billing': { access: 'admin' },
  'PUT /api/admin/settings/billing': {
    access: 'admin',
    body: () => ({
      dueDays: 10,
      suspendAfterDays: 15,
      remindBeforeDays: 3,
      taxRateBps: 1000,
      processingFeeBps: { pix: 0, boleto: 0, cartao: 0, transferencia: 0 },
      pixKey: '',
      pixMerchantName: '',
      pixMerchantCity: '',
      issuerName: 'Despacha',
      issuerCnpj: '',
      issuerAddress: '',
    }),
  },
  'GET /api/public-settings': { access: 'public' },
  'GET /api/admin/settings': { access: 'admin' },
  // The defaults again: the admin's probe saves nothing new (no maintenance, no policy change).
  'PUT /api/admin/settings/platform': { access: 'admin', body: () => defaultSettings.platform },
  'PUT /api/admin/settings/security': { access: 'admin', body: () => defaultSettings.security },
  'PUT /api/admin/settings/notifications': { access: 'admin', body: () => defaultSettings.notifications },
  'GET /api/admin/settings/history': { access: 'admin' },
  'GET /api/admin/settings/status': { access: 'admin' },
  'GET /api/admin/monitoring': { access: 'admin' },
  'GET /api/admin/monitoring/logs': { access: 'admin', query: () => '?level=error' },
  'POST /api/admin/monitoring/incidents': { access: 'admin', body: () => ({ type: 'info', title: 'Incidente Matriz', status: 'scheduled', severity: 'low' }) },
  'POST /api/admin/monitoring/incidents/:id/resolve': {
    access: 'admin',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    body: () => ({ note: 'Matriz' }),
    except: { admin: 404 },
  },
  // No METRICS_TOKEN in the test configuration: the endpoint does not exist for anyone (decision 032).
  'GET /metrics': { access: 'public', except: { anonymous: 404, staffA: 404, managerA: 404, managerB: 404, admin: 404 } },
  // Auditoria (decision 035): an agency's trail is its managers'; the platform's the admins'.
  'GET /api/audit': { access: 'dispatcher' },
  'GET /api/audit/export': { access: 'dispatcher', query: () => '?format=csv' },
  'GET /api/audit/people': { access: 'dispatcher' },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/admin/audit/export': { access: 'admin', query: () => '?format=csv' },
  'GET /api/admin/audit/people': { access: 'admin' },
  'GET /api/admin/audit/agencies': { access: 'admin' },
  'GET /api/admin/backups': { access: 'admin' },
  // With PostgreSQL the database server owns backups: the admin's probe is refused with 409 there.
  'POST /api/admin/backups': { access: 'admin', ...(process.env.DATABASE_URL ? { except: { admin: 409 } } : {}) },
  'GET /api/admin/backups/:name/download': {
    access: 'admin',
    params: () => ({ name: 'despacha-backup-20260101-000000-abcdef.tar.gz' }),
    except: { admin: 404 },
  },
  'POST /api/admin/integration/:check/test': { access: 'admin', params: () => ({ check: 'webhook' }) },
  'GET /api/admin/dashboard': { access: 'admin' },
  'GET /api/admin/outbox': { access: 'admin' },
  'GET /api/admin/plans': { access: 'admin' },
  'GET /api/admin/plans/:id': { access: 'admin', params: plan },
  'POST /api/admin/plans': { access: 'admin', body: () => ({ name: 'Plano Novo Matriz', priceCents: 100 }) },
  'PATCH /api/admin/plans/:id': { access: 'admin', params: plan, body: () => ({ priceCents: 4900 }) },
  'GET /api/admin/field-options': { access: 'admin' },
  'POST /api/admin/field-options': { access: 'admin', body: () => ({ fieldName: 'color', optionValue: 'nova-matriz', optionLabel: 'Nova' }) },
  'PATCH /api/admin/field-options/:id': { access: 'admin', params: id((w) => w.platform.fieldOptionId), body: () => ({ optionLabel: 'matriz' }) },
  'DELETE /api/admin/field-options/:id': { access: 'admin', params: async (w) => ({ id: await w.throwawayFieldOption() }), stage: 1 },
  'GET /api/service-catalog': { access: 'signed-in' },
  'PUT /api/admin/service-catalog/:serviceType': {
    access: 'admin',
    params: () => ({ serviceType: 'baixa' }),
    body: () => ({ documents: ['crv'], deadlineDays: null, deadlineBasis: '' }),
  },
  'PUT /api/admin/service-catalog/:serviceType/fees/:year': {
    access: 'admin',
    params: () => ({ serviceType: 'baixa', year: '2031' }),
    body: () => ({ fee: '10,00' }),
  },
  'DELETE /api/admin/service-catalog/:serviceType/fees/:year': { access: 'admin', params: () => ({ serviceType: 'baixa', year: '2031' }), stage: 1 },
  'POST /api/admin/service-catalog/fees/:year/copy': { access: 'admin', params: () => ({ year: '2032' }) },
  'GET /api/admin/service-catalog/:serviceType/fee-history': { access: 'admin', params: () => ({ serviceType: 'baixa' }) },
  'POST /api/admin/service-catalog/:serviceType/duda-codes': { access: 'admin', params: () => ({ serviceType: 'baixa' }), body: () => ({ code: '020-5' }) },
  'PATCH /api/admin/service-catalog/duda-codes/:id': {
    access: 'admin',
    params: async (w) => ({ id: await catalogCodeId(w, '016-7') }),
    body: () => ({ description: 'Vistoria móvel' }),
  },
  'DELETE /api/admin/service-catalog/duda-codes/:id': { access: 'admin', params: async (w) => ({ id: await catalogCodeId(w, '020-5') }), stage: 1 },
  'GET /api/licensing': { access: 'agency', query: () => '?month=2026-05' },
  'GET /api/admin/licensing-calendar': { access: 'admin' },
  'PUT /api/admin/licensing-calendar/:year': {
    access: 'admin',
    params: () => ({ year: '2031' }),
    body: () => ({ dueDates: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((final) => ({ final, dueDate: null })), source: 'a confirmar' }),
  },
  ...quoteProbes,
  ...commissionProbes,
  ...creditProbes,
  ...lgpdProbes,
  ...importProbes,
  ...nfseProbes,
  ...exigenciaProbes,
  ...licensingProbes,
  ...reminderProbes,
};

/** The URL of a registered route with its params filled in. */
export function fillUrl(url: string, params: Record<string, string>): string {
  const filled = url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(params[name]);
  });
  return params['*'] !== undefined ? filled.replace('*', params['*']) : filled;
}
