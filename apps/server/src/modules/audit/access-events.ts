import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuditAction, AuditInput } from '../../lib/audit.ts';
import { isUuid } from '../../lib/tenant.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

/**
 * Reads and downloads of personal data, by route: the handlers stay as they are and every way to
 * see a record leaves an event (decision 035). Lists and searches are not listed: a list shows
 * what the agency holds, opening one record is what the trail is asked about. Modules that record
 * their own reads (the guia's PDF, the LGPD exports) are not listed either.
 */
type Access = {
  action: AuditAction;
  entity: string;
  /** Route parameter naming the record. */
  param?: string;
  /** The pt-BR line; `label` is what the record is called (from the database), '' when unknown. */
  summary: (label: string) => string;
};

const ACCESS: Record<string, Access> = {
  'GET /api/owners/:id': { action: 'viewed', entity: 'owner', param: 'id', summary: (l) => `Visualizou o cliente ${l}` },
  'GET /api/vehicles/:id': { action: 'viewed', entity: 'vehicle', param: 'id', summary: (l) => `Visualizou o cadastro do veículo ${l}` },
  'GET /api/services/:id': { action: 'viewed', entity: 'service', param: 'id', summary: (l) => `Visualizou o serviço ${l}` },
  'GET /api/requests/:id': { action: 'viewed', entity: 'request', param: 'id', summary: (l) => `Visualizou o requerimento ${l}` },
  'GET /api/files/:id': { action: 'viewed', entity: 'file', param: 'id', summary: (l) => `Baixou o arquivo ${l}` },
  'GET /api/services/:id/receipt.pdf': { action: 'exported', entity: 'service', param: 'id', summary: (l) => `Gerou o recibo do serviço ${l}` },
  'GET /api/services/:id/payments/:entryId/receipt.pdf': {
    action: 'exported',
    entity: 'service',
    param: 'id',
    summary: (l) => `Gerou o recibo de pagamento do serviço ${l}`,
  },
  'GET /api/services/:id/refunds/:entryId/receipt.pdf': {
    action: 'exported',
    entity: 'service',
    param: 'id',
    summary: (l) => `Gerou o recibo de devolução de crédito do serviço ${l}`,
  },
  'GET /api/requests/:id/pdf': { action: 'exported', entity: 'request', param: 'id', summary: (l) => `Gerou o PDF do requerimento ${l}` },
  'POST /api/requests/pdf': { action: 'exported', entity: 'request', summary: () => 'Gerou o PDF de um requerimento sem salvá-lo' },
  'GET /api/caixa/export': { action: 'exported', entity: 'caixa', summary: () => 'Exportou o caixa' },
  'GET /api/commissions/export': { action: 'exported', entity: 'commission', summary: () => 'Exportou o extrato de comissões de uma origem' },
  'GET /api/report-runs/:id/download': { action: 'exported', entity: 'report', param: 'id', summary: (l) => `Baixou o relatório ${l}` },
  'GET /api/admin/users/:id': { action: 'viewed', entity: 'user', param: 'id', summary: (l) => `Visualizou o usuário ${l}` },
  'GET /api/admin/clients/:id': { action: 'viewed', entity: 'agency', param: 'id', summary: (l) => `Visualizou o cliente (agência) ${l}` },
  'GET /api/admin/clients/export': { action: 'exported', entity: 'agency', summary: () => 'Exportou a lista de clientes (agências)' },
  'GET /api/audit/export': { action: 'exported', entity: 'audit', summary: () => 'Exportou a auditoria da agência' },
  'GET /api/admin/audit/export': { action: 'exported', entity: 'audit', summary: () => 'Exportou a auditoria da plataforma' },
  'POST /api/me/password': { action: 'updated', entity: 'user', summary: () => 'Alterou a própria senha' },
  // Issue 32 item 3: the documents and files that carried personal data or secrets unrecorded.
  'GET /api/quotes/:id/pdf': { action: 'exported', entity: 'quote', param: 'id', summary: (l) => `Gerou o PDF do orçamento ${l}` },
  'GET /api/invoices/:invoiceId/pdf': { action: 'exported', entity: 'billing', param: 'invoiceId', summary: (l) => `Gerou o PDF da fatura ${l}` },
  'GET /api/admin/invoices/:invoiceId/pdf': { action: 'exported', entity: 'billing', param: 'invoiceId', summary: (l) => `Gerou o PDF da fatura ${l}` },
  'GET /api/admin/billing/reports/:kind': { action: 'exported', entity: 'billing', summary: () => 'Exportou um relatório de faturamento' },
  // The archive holds the whole database and the auth secret; its name (the entity id) says which.
  'GET /api/admin/backups/:name/download': {
    action: 'exported',
    entity: 'backup',
    param: 'name',
    summary: () => 'Baixou um backup completo (banco de dados, arquivos e chave de autenticação)',
  },
  // Without SMTP the outbox holds every mail sent, password reset and invitation links included.
  'GET /api/admin/outbox': {
    action: 'viewed',
    entity: 'outbox',
    summary: () => 'Consultou a caixa de saída de e-mails (links de redefinição de senha e convites)',
  },
  'GET /api/lgpd/agency-export/:id/download': { action: 'exported', entity: 'agency', summary: () => 'Baixou a exportação de todos os dados da agência (ZIP)' },
};

export const accessOf = (method: string, route: string): Access | undefined => ACCESS[`${method} ${route}`];

/** One read by primary key for the record's name, scoped to the agency when there is one. */
async function labelOf(db: Db, entity: string, id: string, agencyId: string | null): Promise<string> {
  const scope = agencyId ? sql`and agency_id = ${agencyId}` : sql``;
  const uuidOnly = entity !== 'user';
  if (uuidOnly && !isUuid(id)) return '';
  const query = {
    owner: sql`select nome as label from owners where id = ${id} ${scope}`,
    // The plate and whose it is: "Visualizou o cadastro do veículo ABC1D23 (Maria Souza)".
    vehicle: sql`select v.placa || coalesce(' (' || nullif(o.nome, '') || ')', '') as label
                   from vehicles v left join owners o on o.agency_id = v.agency_id and o.id = v.owner_id
                  where v.id = ${id} ${agencyId ? sql`and v.agency_id = ${agencyId}` : sql``}`,
    service: sql`select 'nº ' || number as label from services where id = ${id} ${scope}`,
    request: sql`select trim(subject || ' ' || placa) as label from requests where id = ${id} ${scope}`,
    file: sql`select original_name as label from service_files where id = ${id} ${scope}`,
    report: sql`select coalesce(file_name, kind) as label from report_runs where id = ${id} ${scope}`,
    user: sql`select name as label from profiles where id = ${id}`,
    agency: sql`select name as label from agencies where id = ${id}`,
    quote: sql`select 'nº ' || number as label from quotes where id = ${id} ${scope}`,
    billing: sql`select 'nº ' || number as label from invoices where id = ${id} ${scope}`,
  }[entity];
  if (!query) return '';
  const [row] = await rowsOf<{ label: string | null }>(db, query);
  return row?.label ?? '';
}

export async function accessEvent(
  db: Db,
  access: Access,
  o: { params: Record<string, string> | undefined; agencyId: string | null; actor: AuditInput['actor']; ip: string },
): Promise<AuditInput> {
  const entityId = access.param ? (o.params?.[access.param] ?? null) : null;
  const label = entityId ? await labelOf(db, access.entity, entityId, o.agencyId) : '';
  return {
    agencyId: o.agencyId,
    actor: o.actor,
    action: access.action,
    entity: access.entity,
    entityId,
    summary: access.summary(label).trim(),
    ip: o.ip,
  };
}
