import type { AuditAction } from '../lib/audit.ts';
import type { AuditDeclaration, Audited, Exempt } from './audit-declaration-types.ts';
import { authDeclarations } from './audit-declarations-auth.ts';

// What each registered route writes to the audit trail (issue 32 item 3, decision 053), keyed
// `METHOD url` as the app registers it, like testing/route-matrix.ts. audit-declarations.test.ts
// fails on a route that changes state or hands out a file (export, download, PDF, backup, outbox)
// with no entry here, then calls every audited entry and looks for its event.

// Audited, Exempt and AuditDeclaration are in audit-declaration-types.ts, which
// audit-declarations-auth.ts imports (it would import this file back otherwise).
export type { AuditDeclaration, Audited, Exempt };

/** better-auth's wildcard routes: one declaration per endpoint path (testing/audit-declarations-auth.ts). */
export type ByAuthPath = { authPaths: Record<string, AuditDeclaration> };

export const isExempt = (d: AuditDeclaration): d is Exempt => 'exempt' in d;

const audited = (action: AuditAction, entity: string, id?: string): Audited => (id ? { action, entity, id } : { action, entity });
/** Written by the audit-trail plugin for every admin change under /api/admin (modules/audit/admin-actions.ts). */
const admin = (entity: string, id?: string) => audited('admin_action', entity, id);
const exempt = (reason: string): Exempt => ({ exempt: reason });

const LIST = 'a list of what the caller may see anyway, with no content of its own (lists are not audited, decision 035)';

export const auditDeclarations: Record<string, AuditDeclaration | ByAuthPath> = {
  'GET /api/auth/*': { authPaths: authDeclarations },
  'POST /api/auth/*': { authPaths: authDeclarations },

  // ---- the caller's own account ----
  'PATCH /api/me/profile': audited('updated', 'user', '@actor'),
  'POST /api/me/password': audited('updated', 'user'),
  'DELETE /api/me/sessions/:id': exempt("ends one of the caller's own sessions elsewhere: signing out, which the trail does not record"),
  'POST /api/me/two-factor/qr': exempt('draws a QR code of the URI the caller just received; nothing is read or stored'),
  'POST /api/onboarding/agency': audited('created', 'agency', '@answer'),
  // The unlock link's page (decision 052): written by its module for the account it frees.
  'POST /api/sign-in-unlock': audited('updated', 'user'),

  // ---- reports, caixa ----
  'POST /api/reports/:kind/generate': exempt(`a report on screen: ${LIST}; its file is audited when downloaded`),
  'POST /api/reports/:kind/exports': exempt('queues the file; GET /api/report-runs/:id/download, which hands it out, is audited'),
  'GET /api/report-runs/:id/download': audited('exported', 'report', 'id'),
  'GET /api/caixa/export': audited('exported', 'caixa'),
  // Comissões (issue 34 item 13): the origin's settings, settlements and estornos are the origin's events.
  'PUT /api/origins/:id/settings': audited('updated', 'origin', 'id'),
  'GET /api/commissions/export': audited('exported', 'commission'),
  'POST /api/commissions/settle': audited('created', 'origin'),
  'POST /api/commissions/:entryId/void': audited('updated', 'origin'),

  // ---- guias, tracking ----
  'POST /api/guias': audited('created', 'guia', '@answer'),
  'PUT /api/guias/:id': audited('updated', 'guia', 'id'),
  'GET /api/guias/:id/pdf': audited('exported', 'guia', 'id'),
  'POST /api/guias/:id/deliver': audited('updated', 'guia', 'id'),
  'POST /api/guias/:id/return': audited('updated', 'guia', 'id'),
  'DELETE /api/guias/:id': audited('deleted', 'guia', 'id'),
  'PUT /api/tracking/settings': audited('updated', 'settings'),
  // NFS-e (decision 070): the fiscal settings and the A1 certificate are the agency's settings.
  'PUT /api/nfse/settings': audited('updated', 'settings'),
  'POST /api/nfse/certificate': audited('created', 'settings'),
  'DELETE /api/nfse/certificate': audited('deleted', 'settings'),
  // NFS-e from the service (decision 073): each issue, send again, cancellation and XML handed out.
  'POST /api/services/:id/nfse': audited('created', 'nfse', '@answer'),
  'POST /api/nfse/:id/retry': audited('updated', 'nfse', 'id'),
  'POST /api/nfse/:id/cancel': audited('updated', 'nfse', 'id'),
  'POST /api/nfse/:id/substitute': audited('created', 'nfse', '@answer'),
  'GET /api/nfse/:id/xml': audited('exported', 'nfse', 'id'),
  // The DANFSe printed from it (decision 080): a file handed out, as the XML.
  'GET /api/nfse/:id/danfse.pdf': audited('exported', 'nfse', 'id'),
  // Sent to the customer by e-mail or WhatsApp link (decision 081): the note's facts leave the agency.
  'POST /api/nfse/:id/send': audited('exported', 'nfse', 'id'),
  // The month's authorised XMLs as a ZIP (decision 075) and the list's export (decision 077): one
  // event for the file, naming its filter.
  'GET /api/nfse/xml.zip': audited('exported', 'nfse'),
  'GET /api/nfse/export': audited('exported', 'nfse'),
  'PUT /api/licensing/reminder-settings': audited('updated', 'settings'),
  // Each reminder is its own event beside the quote's (created, shared) events (decision 066).
  'POST /api/licensing/reminders': audited('created', 'licensing_reminder'),
  'POST /api/licensing/reminders/whatsapp': audited('created', 'licensing_reminder'),
  'POST /api/services/:id/tracking/links': audited('created', 'tracking_link', 'id'),
  'DELETE /api/services/:id/tracking/links': audited('deleted', 'tracking_link', 'id'),
  'PUT /api/services/:id/tracking/consent': audited('updated', 'owner'),

  // ---- the agency's users and subscription ----
  'POST /api/agency/users': audited('created', 'user'),
  'PATCH /api/agency/users/:id': audited('updated', 'user'),
  'POST /api/agency/users/:id/deactivate': audited('updated', 'user'),
  'POST /api/agency/users/:id/reactivate': audited('updated', 'user'),
  'POST /api/agency/subscription/plan-change': audited('updated', 'subscription'),

  // ---- registry ----
  // The probe saves A's registration again: an update of its service (a new one writes 'created').
  'POST /api/registrations': audited('updated', 'service'),
  'POST /api/registry/read-document': exempt(
    "reads the text of a PDF the caller sends and answers the fields found (decision 056): nothing of the agency's is read, and nothing is stored",
  ),
  'GET /api/owners/:id': audited('viewed', 'owner', 'id'),
  'GET /api/vehicles/:id': audited('viewed', 'vehicle', 'id'),
  'GET /api/services/:id': audited('viewed', 'service', 'id'),
  'GET /api/services/:id/receipt.pdf': audited('exported', 'service', 'id'),
  'POST /api/services/:id/movements': audited('updated', 'service', 'id'),
  'PUT /api/services/:id/inspection': audited('updated', 'service', 'id'),
  'PUT /api/services/:id/checklist/:item': audited('updated', 'service', 'id'),
  'PUT /api/services/:id/observations': audited('updated', 'service', 'id'),
  'POST /api/services/:id/payments': audited('created', 'service', 'id'),
  'POST /api/services/:id/expenses': audited('created', 'service', 'id'),
  'POST /api/services/:id/payments/:entryId/void': audited('updated', 'service', 'id'),
  'POST /api/services/:id/expenses/:entryId/void': audited('updated', 'service', 'id'),
  'GET /api/services/:id/payments/:entryId/receipt.pdf': audited('exported', 'service', 'id'),
  // The customer's credit (decision 059): each write is the service's event (a transfer's, both services').
  'POST /api/services/:id/refunds': audited('created', 'service', 'id'),
  'POST /api/services/:id/refunds/:entryId/void': audited('updated', 'service', 'id'),
  'GET /api/services/:id/refunds/:entryId/receipt.pdf': audited('exported', 'service', 'id'),
  'POST /api/services/:id/credit-transfers': audited('created', 'service', 'id'),
  'POST /api/services/:id/credit-transfers/:entryId/void': audited('updated', 'service', 'id'),
  'POST /api/services/:id/files': audited('created', 'file', '@answer'),
  'GET /api/files/:id': audited('viewed', 'file', 'id'),
  'DELETE /api/files/:id': audited('deleted', 'file', 'id'),
  'POST /api/origins': audited('created', 'origin', '@answer'),
  'PUT /api/origins/:id': audited('updated', 'origin', 'id'),
  // Only a document filled from a service is audited: a blank form holds nobody's data.
  'GET /api/library/:itemId.pdf': audited('exported', 'service', 'serviceId'),
  'POST /api/requests': audited('created', 'request', '@answer'),
  'GET /api/requests/:id': audited('viewed', 'request', 'id'),
  'GET /api/requests/:id/pdf': audited('exported', 'request', 'id'),
  'POST /api/requests/pdf': audited('exported', 'request'),

  // ---- exigências, orçamentos, LGPD ----
  'POST /api/exigencias': audited('created', 'exigencia', '@answer'),
  'POST /api/exigencias/:id/return': audited('updated', 'exigencia', 'id'),
  'PATCH /api/exigencias/:id': audited('updated', 'exigencia', 'id'),
  'POST /api/quotes': audited('created', 'quote', '@answer'),
  'PUT /api/quotes/:id': audited('updated', 'quote', 'id'),
  'POST /api/quotes/:id/status': audited('updated', 'quote', 'id'),
  'POST /api/quotes/:id/share': audited('updated', 'quote', 'id'),
  'DELETE /api/quotes/:id/share': audited('updated', 'quote', 'id'),
  'GET /api/quotes/:id/pdf': audited('exported', 'quote', 'id'),
  'POST /api/quotes/:id/link': audited('updated', 'quote', 'id'),
  // The customer's answer on the shared page: the customer (no user) is the actor; the token is not the id.
  'POST /orcamento/:token/aceitar': audited('updated', 'quote'),
  'POST /orcamento/:token/recusar': audited('updated', 'quote'),
  'POST /orcamento/*': exempt('a link longer than any the server makes: the same 404 page, nothing read or changed'),
  'POST /api/lgpd/person': exempt(
    'finds a titular by CPF to show what the agency holds (name and counts), as the registry search does; the export and the anonymisation it leads to are audited',
  ),
  'POST /api/lgpd/person/export': audited('exported', 'owner'),
  'POST /api/lgpd/person/anonymise': audited('anonymised', 'owner'),
  'GET /api/lgpd/agency-export': exempt(`the agency's exports: ${LIST}`),
  'POST /api/lgpd/agency-export': audited('exported', 'agency'),
  'GET /api/lgpd/agency-export/:id/download': audited('exported', 'agency'),

  // ---- Importar dados (decision 060) ----
  'POST /api/imports': exempt('keeps the uploaded spreadsheet for its analysis; nothing enters the registry until the import starts, which is audited'),
  'PUT /api/imports/:id/analysis': exempt("a dry run: reads the file and the registry and writes only the run's forecast"),
  'POST /api/imports/:id/start': audited('created', 'import', 'id'),
  'POST /api/imports/:id/cancel': audited('updated', 'import', 'id'),
  'GET /api/imports/:id/errors.xlsx': audited('exported', 'import', 'id'),
  'GET /api/imports/templates/:kind': exempt('an empty template: column headers, no data'),

  // ---- platform administration ----
  'POST /api/admin/users': admin('user'),
  'GET /api/admin/users/:id': audited('viewed', 'user', 'id'),
  'POST /api/admin/users/:id/reset-password': admin('user', 'id'),
  'POST /api/admin/users/:id/sessions/end': admin('user', 'id'),
  'POST /api/admin/users/:id/deactivate': admin('user', 'id'),
  'POST /api/admin/users/:id/reactivate': admin('user', 'id'),
  'GET /api/admin/clients/export': audited('exported', 'agency'),
  'POST /api/admin/clients': admin('agency'),
  'GET /api/admin/clients/:id': audited('viewed', 'agency', 'id'),
  'PATCH /api/admin/clients/:id': admin('agency', 'id'),
  'POST /api/admin/clients/:id/subscription-change': admin('agency', 'id'),
  'POST /api/admin/invoices/:invoiceId/cancel': admin('billing', 'invoiceId'),
  'POST /api/admin/invoices/:invoiceId/resend': admin('billing', 'invoiceId'),
  // admin-actions.ts names no record for :agencyId (only :id, :invoiceId, :name).
  'POST /api/admin/trials/:agencyId/convert': admin('platform'),
  'POST /api/admin/trials/:agencyId/extend': admin('platform'),
  'POST /api/admin/invoices/:invoiceId/payments': admin('billing', 'invoiceId'),
  'GET /api/admin/invoices/:invoiceId/pdf': audited('exported', 'billing', 'invoiceId'),
  'GET /api/invoices/:invoiceId/pdf': audited('exported', 'billing', 'invoiceId'),
  'POST /api/billing/webhook': exempt(
    "a payment provider's server, no person: each payment is kept with the provider's event id in the invoice's payments, and one that does not fit its invoice is audited (billing/payments/anomalies.ts)",
  ),
  'GET /api/admin/billing/reports/:kind': audited('exported', 'billing'),
  'PUT /api/admin/settings/billing': admin('settings'),
  'PUT /api/admin/settings/platform': admin('settings'),
  'PUT /api/admin/settings/security': admin('settings'),
  'PUT /api/admin/settings/notifications': admin('settings'),
  'POST /api/admin/monitoring/incidents': admin('monitoring'),
  'POST /api/admin/monitoring/incidents/:id/resolve': admin('monitoring', 'id'),
  'GET /api/audit/export': audited('exported', 'audit'),
  'GET /api/admin/audit/export': audited('exported', 'audit'),
  'GET /api/admin/backups': exempt(`the archives' names, sizes and dates: ${LIST}`),
  'POST /api/admin/backups': admin('backup'),
  'GET /api/admin/backups/:name/download': audited('exported', 'backup', 'name'),
  'POST /api/admin/integration/:check/test': admin('platform'),
  'GET /api/admin/outbox': audited('viewed', 'outbox'),
  'POST /api/admin/plans': admin('plan'),
  'PATCH /api/admin/plans/:id': admin('plan', 'id'),
  'POST /api/admin/field-options': admin('field_option'),
  'PATCH /api/admin/field-options/:id': admin('field_option', 'id'),
  'DELETE /api/admin/field-options/:id': admin('field_option', 'id'),
  'PUT /api/admin/service-catalog/:serviceType': admin('service_catalog'),
  'PUT /api/admin/service-catalog/:serviceType/fees/:year': admin('service_catalog'),
  'DELETE /api/admin/service-catalog/:serviceType/fees/:year': admin('service_catalog'),
  'POST /api/admin/service-catalog/fees/:year/copy': admin('service_catalog'),
  'GET /api/admin/service-catalog/:serviceType/fee-history': exempt(`a catalog type's fee changes (figures, sources, admin names): ${LIST}`),
  'POST /api/admin/service-catalog/:serviceType/duda-codes': admin('service_catalog'),
  'PATCH /api/admin/service-catalog/duda-codes/:id': admin('service_catalog', 'id'),
  'DELETE /api/admin/service-catalog/duda-codes/:id': admin('service_catalog', 'id'),
  'PUT /api/admin/licensing-calendar/:year': admin('licensing_calendar'),
  // Licenciamentos marked done by hand (decision 067): the vehicle's event.
  'PUT /api/licensing/vehicles/:vehicleId/done/:year': audited('updated', 'vehicle', 'vehicleId'),
  'DELETE /api/licensing/vehicles/:vehicleId/done/:year': audited('updated', 'vehicle', 'vehicleId'),
};
