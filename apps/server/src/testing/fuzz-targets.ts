import { adminUsersQuery } from '@despacha/domain/contracts/users';
import { registrySearchQuery } from '@despacha/domain/contracts/registry/registration';
import { requestListQuery } from '@despacha/domain/contracts/requests/request-record';
import { clientExportQuery, clientListQuery, subscriptionChangesQuery } from '@despacha/domain/contracts/clients';
import { trialListQuery } from '@despacha/domain/contracts/subscription-metrics';
import { nfseListQuery } from '@despacha/domain/nfse/list-contracts';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import type { RegisteredRoute } from '../route-table.ts';
import type { Caller, FuzzTarget } from './fuzz.ts';
import { registration } from './registry-factory.ts';

// What the fuzz test aims at: each registered route with the caller that gets past its auth
// check, real ids for its params and, where it takes one, a valid body to mutate.

/** Rows the fuzz's setup created, so malformed bodies reach the handlers. */
export type FuzzIds = {
  agencyId: string;
  serviceId: string;
  ownerId: string;
  vehicleId: string;
  originId: string;
  requestId: string;
  fileId: string;
  memberId: string;
  planId: string;
  clientId: string;
  fieldOptionId: string;
  libraryItemId: string;
};

/** Every query key a route reads: the contracts' and the few declared beside their routes. */
export const QUERY_KEYS = [
  ...new Set([
    ...[
      adminUsersQuery,
      registrySearchQuery,
      requestListQuery,
      clientListQuery,
      clientExportQuery,
      subscriptionChangesQuery,
      trialListQuery,
      nfseListQuery,
    ].flatMap((schema) => Object.keys(schema.shape)),
    'q',
    'field',
    'serviceId',
    'inline',
    'to',
    'limit',
    'token',
    'callbackURL',
    'email',
    'error',
    'kind',
    'offset',
    'posto',
    'page',
    'from',
    'originId',
    'format',
  ]),
];

/** The password the fuzz's users sign in with; samples send a wrong one so no password changes. */
export const FUZZ_PASSWORD = 'segredo123';
const WRONG = 'errada1234';

/** better-auth endpoints behind /api/auth/*, by method; `last` ones may end the session they use. */
const AUTH_GET = ['/get-session', '/list-sessions', '/list-accounts', '/account-info', '/verify-email', '/reset-password/:token', '/ok', '/error'];
const AUTH_POST: Record<string, unknown> = {
  '/sign-up/email': { name: 'Fuzz Cadastro', email: 'cadastro@fuzz.com.br', password: FUZZ_PASSWORD, callbackURL: '/dashboard' },
  '/sign-in/email': { email: 'ninguem@fuzz.com.br', password: WRONG, rememberMe: true },
  '/request-password-reset': { email: 'ninguem@fuzz.com.br', redirectTo: '/redefinir-senha' },
  '/reset-password': { newPassword: 'segredo456', token: 't'.repeat(24) },
  '/update-user': { name: 'Auth Fuzz', image: null },
  '/change-password': { currentPassword: WRONG, newPassword: 'segredo456', revokeOtherSessions: false },
  '/verify-password': { password: WRONG },
  '/change-email': { newEmail: 'outro@fuzz.com.br', callbackURL: '/' },
  '/send-verification-email': { email: 'auth@fuzz.com.br', callbackURL: '/' },
  '/revoke-session': { token: 't'.repeat(32) },
  '/sign-out': {},
  '/revoke-sessions': {},
  '/revoke-other-sessions': {},
  '/delete-user': { password: WRONG },
  '/two-factor/enable': { password: WRONG },
  '/two-factor/disable': { password: WRONG },
  '/two-factor/get-totp-uri': { password: WRONG },
  '/two-factor/generate-backup-codes': { password: WRONG },
  '/two-factor/verify-totp': { code: '123456' },
  '/two-factor/verify-backup-code': { code: 'abcde-fghij' },
};
const SESSION_ENDING = new Set(['/sign-out', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions', '/delete-user']);

const origin = {
  nomeEmpresa: 'Auto Peças Fuzz',
  razaoSocial: 'Auto Peças Fuzz Ltda',
  cnpj: '11.222.333/0001-81',
  endereco: 'Rua A',
  numero: '1',
  complemento: '',
  cep: '20071-002',
  bairro: 'Centro',
  municipio: 'Rio de Janeiro',
  telefone: '(21) 3222-1100',
  email: 'origem@fuzz.com.br',
  dataCadastro: '01/02/2026',
};
const client = {
  name: 'Cliente Fuzz',
  email: 'cliente2@fuzz.com.br',
  cnpj: '',
  phone: '(21) 3222-1100',
  address: 'Rua B',
  city: 'Rio de Janeiro',
  state: 'RJ',
  zipCode: '20071-002',
  additionalUsers: 1,
};

/** A valid body per route (`METHOD pattern`). */
function samples(ids: FuzzIds): Record<string, unknown> {
  return {
    'POST /api/admin/users': {
      name: 'Carla Fuzz',
      email: 'carla@fuzz.com.br',
      phone: '(21) 99876-5432',
      role: 'user',
      clientId: ids.agencyId,
      temporaryPassword: 'Abc23xyz',
    },
    'POST /api/agency/users': { name: 'Duda Fuzz', email: 'duda@fuzz.com.br', phone: '(21) 98888-7777', role: 'user' },
    'PATCH /api/agency/users/:id': { role: 'user' },
    'POST /api/me/password': { currentPassword: WRONG, newPassword: 'segredo456' },
    'POST /api/me/two-factor/qr': { uri: 'otpauth://totp/Despacha:a%40b.com?secret=JBSWY3DPEHPK3PXP' },
    'POST /api/admin/plans': {
      name: 'Plano Fuzz Dois',
      priceCents: 1000,
      description: 'Plano',
      baseUsers: 2,
      additionalUserPriceCents: 500,
      trialDays: 7,
      features: ['a', 'b'],
      active: true,
    },
    'PATCH /api/admin/plans/:id': {
      name: 'Plano Fuzz',
      priceCents: 1000,
      baseUsers: 2,
      additionalUserPriceCents: 500,
      trialDays: 7,
      features: ['a'],
      active: true,
    },
    'POST /api/onboarding/agency': {
      name: 'Despachante Fuzz',
      cnpj: '11.222.333/0001-81',
      email: 'agencia@fuzz.com.br',
      phone: '(21) 98765-4321',
      planId: 'basico',
    },
    'POST /api/admin/clients': {
      ...client,
      planId: 'basico',
      status: 'active',
      trialPeriod: 7,
      adminName: 'Gil',
      adminEmail: 'gil@fuzz.com.br',
      adminPhone: '',
    },
    'PATCH /api/admin/clients/:id': client,
    'POST /api/admin/clients/:id/subscription-change': { newPlanId: ids.planId, newStatus: '', reason: 'Fuzz' },
    'POST /api/registrations': registration(),
    'POST /api/services/:id/movements': { position: 'exigencia', movedOn: '22/11/2026', note: 'Falta procuração' },
    'PUT /api/services/:id/inspection': { data: '25/11/2026', hora: '09:30', posto: 'Posto Barra', conclusao: '' },
    'PUT /api/services/:id/checklist/:item': { required: true, received: false },
    'PUT /api/services/:id/observations': { observacoes: 'Cliente volta amanhã' },
    'POST /api/services/:id/nfse': { description: 'Honorários de despachante', competence: '02/01/2026' },
    'POST /api/nfse/:id/cancel': { reason: '1', justification: 'Honorários lançados em duplicidade' },
    'POST /api/nfse/:id/substitute': {
      description: 'Honorários de despachante',
      competence: '02/01/2026',
      reason: '99',
      justification: 'Honorários lançados com valor errado',
    },
    'POST /api/services/:id/payments': { paidOn: '02/01/2026', method: 'pix', amount: '10,00', receivedBy: '', note: 'Entrada', confirmOverpayment: true },
    'POST /api/services/:id/expenses': { paidOn: '02/01/2026', kind: 'taxa_detran', method: 'boleto', amount: '183,24', note: 'DUDA' },
    'POST /api/services/:id/payments/:entryId/void': { reason: 'Lançado em duplicidade' },
    'POST /api/services/:id/expenses/:entryId/void': { reason: 'Lançado em duplicidade' },
    'POST /api/services/:id/refunds': { paidOn: '02/01/2026', method: 'pix', amount: '1,00', note: 'Devolução' },
    'POST /api/services/:id/refunds/:entryId/void': { reason: 'Lançado em duplicidade' },
    'POST /api/services/:id/credit-transfers': { toServiceId: ids.serviceId, paidOn: '02/01/2026', amount: '1,00', note: 'Crédito', confirmOverpayment: true },
    'POST /api/services/:id/credit-transfers/:entryId/void': { reason: 'Lançado em duplicidade' },
    'POST /api/origins': origin,
    'PUT /api/origins/:id': origin,
    'PUT /api/origins/:id/settings': {
      contatoNome: 'Carla',
      contatoTelefone: '(21) 98765-4321',
      contatoEmail: 'carla@fuzz.com.br',
      direction: 'pay',
      rules: [{ servico: '', mode: 'percent', percent: '10' }],
    },
    'POST /api/commissions/settle': { originId: ids.originId, serviceIds: [ids.serviceId], paidOn: '02/01/2026', method: 'pix', note: 'Fuzz' },
    'POST /api/commissions/:entryId/void': { reason: 'Lançada em duplicidade' },
    'POST /api/admin/field-options': { fieldName: 'color', optionValue: 'fuzz', optionLabel: 'Fuzz', displayOrder: 1 },
    'PATCH /api/admin/field-options/:id': { optionLabel: 'Fuzz', displayOrder: 2, active: true },
    'POST /api/requests': { type: 'vistoria-transito', data: sampleRequests['vistoria-transito'], serviceId: ids.serviceId },
    'POST /api/requests/pdf': { type: 'comunicacao-venda', data: sampleRequests['comunicacao-venda'] },
    'POST /api/guias': { kind: 'geral', issuedOn: '20/11/2026', destination: 'Posto Barra', note: '', serviceIds: [ids.serviceId] },
    'PUT /api/guias/:id': { issuedOn: '2026-11-20', destination: 'Posto Centro', note: 'Urgente', serviceIds: [ids.serviceId] },
    'POST /api/guias/:id/deliver': { deliveredOn: '2026-11-20' },
    'POST /api/guias/:id/return': { returnedOn: '2026-11-21', items: [{ serviceId: ids.serviceId, outcome: 'exigencia', demand: 'Falta procuração' }] },
    'POST /api/exigencias': {
      serviceId: ids.serviceId,
      demand: 'Falta procuração',
      items: ['procuracao'],
      raisedOn: '20/11/2026',
      deadline: '20/12/2026',
      responsibleId: '',
    },
    'POST /api/exigencias/:id/return': { returnedOn: '21/11/2026', note: 'Entregue no posto' },
  };
}

/** Real param values by route; actions that would disable the fuzz's own users or rows get a uuid of nothing. */
function realParams(method: string, pattern: string, ids: FuzzIds): Record<string, string> {
  if (/\/(deactivate|reactivate|reset-password)$/.test(pattern) || method === 'DELETE') return {};
  const byPrefix: [string, Record<string, string>][] = [
    ['/api/services/:id', { id: ids.serviceId, item: 'procuracao' }],
    ['/api/owners/', { id: ids.ownerId }],
    ['/api/vehicles/', { id: ids.vehicleId }],
    ['/api/origins/', { id: ids.originId }],
    ['/api/requests/', { id: ids.requestId }],
    ['/api/files/', { id: ids.fileId }],
    ['/api/library/', { itemId: ids.libraryItemId }],
    ['/api/admin/plans/', { id: ids.planId }],
    ['/api/admin/clients/', { id: ids.clientId }],
    ['/api/admin/users/', { id: ids.memberId }],
    ['/api/agency/users/', { id: ids.memberId }],
    ['/api/admin/field-options/', { id: ids.fieldOptionId }],
    ['/api/agencies/', { id: ids.agencyId }],
  ];
  return byPrefix.find(([prefix]) => pattern.startsWith(prefix))?.[1] ?? {};
}

function callerOf(pattern: string): Caller {
  if (pattern.startsWith('/api/admin/')) return 'admin';
  if (pattern.startsWith('/api/auth/')) return 'auth';
  if (pattern.startsWith('/api/') && pattern !== '/api/health') return 'agency';
  return 'anonymous';
}

/** The routes to fuzz: /api/auth/* becomes each better-auth endpoint; static files are one target. */
export function fuzzTargets(routes: RegisteredRoute[], ids: FuzzIds): FuzzTarget[] {
  const bodies = samples(ids);
  const targets: FuzzTarget[] = [];
  let staticFiles = 0;
  for (const { method, url } of routes) {
    if (url === '/api/auth/*') {
      const paths = method === 'GET' ? AUTH_GET : Object.keys(AUTH_POST);
      for (const path of paths) {
        targets.push({
          method,
          pattern: `/api/auth${path}`,
          as: 'auth',
          params: { token: 't'.repeat(24) },
          sample: method === 'GET' ? undefined : AUTH_POST[path],
          last: SESSION_ENDING.has(path),
        });
      }
      // The wildcard itself, as a param.
      targets.push({ method, pattern: '/api/auth/:rest', as: 'auth', params: { rest: 'ok' } });
      continue;
    }
    // Files the SPA build serves read nothing from the request: two of them stand for all.
    if (!url.startsWith('/api/') && ++staticFiles > 2) continue;
    targets.push({
      method,
      pattern: url,
      as: callerOf(url),
      params: realParams(method, url, ids),
      sample: bodies[`${method} ${url}`],
      multipart: url === '/api/services/:id/files' || url === '/api/registry/read-document',
    });
  }
  // The SPA's fallback for any other path.
  targets.push({ method: 'GET', pattern: '/painel/:page', as: 'anonymous', params: { page: 'servicos' } });
  return targets;
}
