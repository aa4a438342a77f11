import { z } from 'zod';
import { formatMessages } from '../../messages.ts';
import { formatBrDate, isBrDate } from '../../validators/date.ts';
import { requestTypeValues } from './request-types.ts';
import { CODE, TEXT } from '../../limits.ts';
import { boundedText, maxChars, pageNumber } from '../fields.ts';
import { sortFields, type SortDirection } from '../lists.ts';
import { requestSortKeys, type RequestSortKey } from './request-sort.ts';

export const requestRecordMessages = {
  unknownType: 'Tipo de solicitação inválido',
  unknownField: 'Campo desconhecido no formulário',
} as const;

// A stored request form as the API answers it (/api/requests). `data` holds the values as they
// were typed (masks included), so the form can reopen them and the PDF prints them as typed.

export const requestTypeEnum = z.enum(requestTypeValues);

const requestTypeName = z.string().max(TEXT.id, maxChars(TEXT.id, requestRecordMessages.unknownType));
/** The form's values: checked field by field by the type's own contract (validateRequest on the server). */
const requestData = z.record(z.string().max(TEXT.id, maxChars(TEXT.id)), z.unknown(), { error: requestRecordMessages.unknownField });

export const createRequestBody = z.object({
  type: requestTypeName,
  data: requestData,
  serviceId: z.string().max(TEXT.id, maxChars(TEXT.id)).nullish(),
});
export type CreateRequestBody<T extends string = string> = {
  type: T;
  data: Record<string, unknown>;
  serviceId?: string | null;
};

export const requestPdfBody = z.object({ type: requestTypeName, data: requestData });
export type RequestPdfBody = z.infer<typeof requestPdfBody>;

export const requestCreated = z.object({
  id: z.string(),
  type: requestTypeEnum,
  placa: z.string(),
  subject: z.string(),
  serviceId: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type RequestCreated = z.infer<typeof requestCreated>;

export const requestSummary = requestCreated.extend({ title: z.string() });
export type RequestSummary = z.infer<typeof requestSummary>;

export const requestDetail = requestSummary.extend({ data: z.record(z.string(), z.unknown()) });
export type RequestDetail = z.infer<typeof requestDetail>;

export const REQUESTS_PAGE_SIZE = 20;

/** Empty, or a real calendar day as YYYY-MM-DD (2024-02-31 and 2024-13-01 are refused, not rolled over). */
const optionalIsoDay = z
  .string()
  .trim()
  .max(CODE.date, maxChars(CODE.date, formatMessages.dateInvalid))
  .optional()
  .refine((v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isBrDate(formatBrDate(v))), formatMessages.dateInvalid);

export { requestSortKeys, type RequestSortKey } from './request-sort.ts';

export const requestListQuery = z.object({
  type: z.union([requestTypeEnum, z.literal('')]).optional(),
  placa: boundedText(CODE.plate).optional(),
  from: optionalIsoDay,
  to: optionalIsoDay,
  page: pageNumber(),
  ...sortFields(requestSortKeys, 'createdAt', 'desc'),
});
/** Filters of the history screen: dates as YYYY-MM-DD, empty strings mean "any"; no sort = newest first. */
export type RequestListFilters = {
  type?: string;
  placa?: string;
  from?: string;
  to?: string;
  page?: number;
  sort?: RequestSortKey;
  dir?: SortDirection;
};

export const requestList = z.object({
  items: z.array(requestSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type RequestList = z.infer<typeof requestList>;
