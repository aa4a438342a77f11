import type { AuditInput } from '../../lib/audit.ts';

// What an administrator's change touched, by the first segment after /api/admin/.
const AREAS: Record<string, { entity: string; noun: string }> = {
  clients: { entity: 'agency', noun: 'cliente (agência)' },
  users: { entity: 'user', noun: 'usuário' },
  plans: { entity: 'plan', noun: 'plano' },
  settings: { entity: 'settings', noun: 'configurações' },
  'field-options': { entity: 'field_option', noun: 'opção de campo' },
  'service-catalog': { entity: 'service_catalog', noun: 'catálogo de serviços' },
  'licensing-calendar': { entity: 'licensing_calendar', noun: 'calendário de licenciamento' },
  billing: { entity: 'billing', noun: 'cobrança' },
  invoices: { entity: 'billing', noun: 'fatura' },
  backups: { entity: 'backup', noun: 'backup' },
  monitoring: { entity: 'monitoring', noun: 'monitoramento' },
  audit: { entity: 'audit', noun: 'auditoria' },
};

const VERBS: Record<string, string> = { POST: 'Executou', PUT: 'Alterou', PATCH: 'Alterou', DELETE: 'Excluiu' };

/**
 * Every successful change an administrator makes under /api/admin is an audit event, whatever the
 * module (decision 035): the route pattern says what, never the body (it may hold a password).
 */
export function adminActionEvent(
  method: string,
  route: string,
  params: Record<string, string> | undefined,
  actor: AuditInput['actor'],
  ip: string,
): AuditInput | null {
  const verb = VERBS[method];
  if (!verb || !route.startsWith('/api/admin/')) return null;
  const rest = route.slice('/api/admin/'.length);
  const area = AREAS[rest.split('/')[0]!] ?? { entity: 'platform', noun: 'área administrativa' };
  const entityId = params?.id ?? params?.invoiceId ?? params?.name ?? null;
  return {
    // A platform event: the admin viewer lists it; an agency's own viewer shows what its people did.
    agencyId: null,
    actor,
    action: 'admin_action',
    entity: area.entity,
    entityId,
    summary: `${verb}: ${area.noun} (${method} ${route})`,
    ip,
  };
}
