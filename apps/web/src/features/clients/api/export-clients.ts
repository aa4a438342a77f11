import type { ExportFormat } from '@despacha/domain/contracts/clients';
import { clientFilterQuery, type ClientListParams } from './get-clients.ts';

/** A plain link: the browser downloads the file with the session cookie, nothing is held in memory. */
export function clientsExportUrl(format: ExportFormat, filter: Pick<ClientListParams, 'q' | 'status' | 'sort'>): string {
  const params = clientFilterQuery(filter);
  params.set('format', format);
  return `/api/admin/clients/export?${params.toString()}`;
}
