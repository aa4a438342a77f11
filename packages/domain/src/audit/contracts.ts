import { z } from 'zod';
import { sortFields } from '../contracts/lists.ts';
import { CODE } from '../limits.ts';
import { formatBrDate, isBrDate } from '../validators/date.ts';
import { maxChars, optionalId, optionalText, searchText } from '../contracts/fields.ts';
import { AUDIT_PAGE_SIZE, auditActions, auditMessages as m } from './messages.ts';

// The audit viewer (decision 035): filters by person, record (kind + id, or a CPF/CNPJ/plate),
// action and period; keyset pages (newest first) and a CSV/XLSX export of the same filters.

const day = z
  .string({ error: m.periodInvalid })
  .max(CODE.date, maxChars(CODE.date))
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isBrDate(formatBrDate(v))), m.periodInvalid)
  .optional()
  .default('');

const filterFields = {
  actor: optionalId(),
  action: z
    .union([z.literal(''), z.enum(auditActions)], { error: m.filterInvalid })
    .optional()
    .default(''),
  entity: optionalText(40),
  entityId: optionalText(100),
  q: searchText(),
  from: day,
  to: day,
  /** Admin only: an agency's id, or 'platform' for events of no agency; '' for all. */
  agency: optionalId(),
};

const periodOrder = <T extends { from: string; to: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', message: m.periodOrder, path: ['to'] });
};

/**
 * The table's sortable columns (GET /api/audit?sort=&dir=); newest first by default. The keyset
 * cursor stays the last event's id: the next page starts after that event in the order asked.
 */
export const auditSortKeys = ['when', 'agency', 'who', 'action', 'record', 'summary', 'ip'] as const;
export type AuditSortKey = (typeof auditSortKeys)[number];

export const auditListQuery = z
  .object({
    ...filterFields,
    /** The last id of the previous page (keyset): events older than it. */
    cursor: z.string().max(20, maxChars(20)).regex(/^\d*$/, m.cursorInvalid).optional().default(''),
    limit: z.coerce
      .number({ error: m.filterInvalid })
      .int(m.filterInvalid)
      .min(1, m.filterInvalid)
      .max(100, m.filterInvalid)
      .optional()
      .default(AUDIT_PAGE_SIZE),
    ...sortFields(auditSortKeys, 'when', 'desc'),
  })
  .superRefine(periodOrder);
export type AuditListQuery = z.output<typeof auditListQuery>;
export type AuditFilters = Omit<AuditListQuery, 'cursor' | 'limit' | 'sort' | 'dir'>;

export const auditExportQuery = z.object({ ...filterFields, format: z.enum(['csv', 'xlsx'], { error: m.formatInvalid }) }).superRefine(periodOrder);
export type AuditExportQuery = z.output<typeof auditExportQuery>;

export const auditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const auditEventItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.enum(auditActions),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  changes: z.array(auditChange),
  ip: z.string().nullable(),
});
export type AuditEventItem = z.infer<typeof auditEventItem>;
export const auditListResponse = z.object({ items: z.array(auditEventItem), nextCursor: z.string().nullable() });
export type AuditListResponse = z.infer<typeof auditListResponse>;

export const auditPerson = z.object({ id: z.string(), name: z.string() });
export const auditPeopleResponse = z.object({ items: z.array(auditPerson) });
export type AuditPeopleResponse = z.infer<typeof auditPeopleResponse>;

export const auditAgencyOption = z.object({ id: z.string(), name: z.string() });
export const auditAgenciesResponse = z.object({ items: z.array(auditAgencyOption) });
export type AuditAgenciesResponse = z.infer<typeof auditAgenciesResponse>;
