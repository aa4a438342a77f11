import { z } from 'zod';
import { pagedResponse, sortFields } from '../contracts/lists.ts';
import { maxChars, pageNumber } from '../contracts/fields.ts';
import { nfseStatusValues } from './issue-messages.ts';
import { isNfseMonth, nfseDateBases, nfseExportFormats, nfseListMessages as m, nfseListSortKeys } from './list.ts';

// GET /api/nfse and GET /api/nfse/xml.zip (issue 37, decision 075).

const month = z
  .string({ error: m.monthInvalid })
  .trim()
  .max(7, maxChars(7, m.monthInvalid))
  .refine((v) => v === '' || isNfseMonth(v), m.monthInvalid);
const basis = z.enum(nfseDateBases, { error: m.basisInvalid }).optional().default('competencia');

/** `month` aaaa-mm ('' or absent: every month) of the competência or of the emission; `status` '' is every one. */
export const nfseListQuery = z.object({
  month: month.optional().default(''),
  by: basis,
  status: z
    .enum(['', ...nfseStatusValues], { error: m.statusInvalid })
    .optional()
    .default(''),
  page: pageNumber(),
  ...sortFields(nfseListSortKeys, 'issued', 'desc'),
});
export type NfseListQuery = z.input<typeof nfseListQuery>;

/** The list's filters and order (no page: every row they match) and the file's format. */
export const nfseExportQuery = nfseListQuery.omit({ page: true }).extend({ format: z.enum(nfseExportFormats, { error: m.formatInvalid }) });
export type NfseExportQuery = z.output<typeof nfseExportQuery>;

/** The month is required: one month's authorised XMLs. */
export const nfseZipQuery = z.object({
  month: month
    .optional()
    .default('')
    .refine((v) => v !== '', m.monthRequired),
  by: basis,
});

export const nfseListRow = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceNumber: z.number().int(),
  status: z.enum(nfseStatusValues),
  environment: z.enum(['producao', 'homologacao']),
  series: z.string(),
  number: z.number().int(),
  /** The NFS-e number the Sefin gave; null until authorised. */
  nfseNumber: z.string().nullable(),
  /** yyyy-mm-dd. */
  competence: z.string(),
  /** ISO instant the DPS was made. */
  issuedAt: z.string(),
  tomadorName: z.string(),
  tomadorDocument: z.string(),
  honorariosCents: z.number().int(),
  hasXml: z.boolean(),
  rejectionCode: z.string().nullable(),
});
export type NfseListRow = z.infer<typeof nfseListRow>;

/** Totals of every NFS-e the filters match (not only the page): all of them, and the authorised ones. */
export const nfseListSummary = z.object({
  valueCents: z.number().int(),
  authorisedCount: z.number().int(),
  authorisedValueCents: z.number().int(),
});

export const nfseListResponse = pagedResponse(nfseListRow, nfseListSummary);
export type NfseListResponse = z.infer<typeof nfseListResponse>;
