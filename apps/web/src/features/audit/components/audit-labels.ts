import { auditEntityLabels } from '@despacha/domain/audit/messages';

// The record kinds the filter offers: personal data first (issue 17 item 8), then the rest.
const OFFERED = ['owner', 'vehicle', 'service', 'request', 'file', 'user', 'agency', 'quote', 'guia', 'exigencia', 'origin', 'report', 'settings', 'access'];

export const recordKinds = OFFERED.map((value) => ({ value, label: auditEntityLabels[value] ?? value }));

const when = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' });
/** dd/mm/aaaa hh:mm:ss in the agency's time (São Paulo). */
export const auditWhen = (iso: string) => when.format(new Date(iso)).replace(',', '');
