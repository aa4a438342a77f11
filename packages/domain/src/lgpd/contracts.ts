import { z } from 'zod';
import { cpfCnpjField, maxChars } from '../contracts/fields.ts';
import { TEXT } from '../limits.ts';
import { lgpdMessages as m } from './messages.ts';

// Privacidade e dados (issue 17 items 10 and 11, decision 036). The CPF/CNPJ travels in POST
// bodies, never in a URL, so no proxy or browser history keeps it.

/** POST /api/lgpd/person: what the agency holds about a CPF/CNPJ. */
export const lgpdPersonRequest = z.object({ document: cpfCnpjField(m.documentRequired) });
export type LgpdPersonRequest = z.input<typeof lgpdPersonRequest>;

export const lgpdExportFormats = ['json', 'pdf'] as const;
export type LgpdExportFormat = (typeof lgpdExportFormats)[number];

/** POST /api/lgpd/person/export: the person's data as a file. */
export const lgpdExportRequest = lgpdPersonRequest.extend({ format: z.enum(lgpdExportFormats) });

/** POST /api/lgpd/person/anonymise: the typed CPF/CNPJ or the word, checked by the server too. */
export const lgpdAnonymiseRequest = lgpdPersonRequest.extend({ confirmation: z.string().trim().max(TEXT.short, maxChars(TEXT.short)) });
export type LgpdAnonymiseRequest = z.input<typeof lgpdAnonymiseRequest>;

const count = z.number().int().min(0);
export const lgpdCounts = z.object({ owners: count, vehicles: count, services: count, payments: count, requests: count, files: count, quotes: count });
export type LgpdCounts = z.infer<typeof lgpdCounts>;

export const lgpdPersonSummary = z.object({
  document: z.string(),
  name: z.string(),
  /** ISO time of the anonymisation, null while the data is there. */
  anonymisedAt: z.string().nullable(),
  counts: lgpdCounts,
});
export type LgpdPersonSummary = z.infer<typeof lgpdPersonSummary>;

export const lgpdAnonymiseResponse = z.object({
  owners: count,
  services: count,
  requests: count,
  quotes: count,
  filesDeleted: count,
});
export type LgpdAnonymiseResponse = z.infer<typeof lgpdAnonymiseResponse>;

export const agencyExportStatuses = ['running', 'done', 'failed'] as const;
export const agencyExportSummary = z.object({
  id: z.string(),
  status: z.enum(agencyExportStatuses),
  rowsDone: count,
  rowsTotal: count,
  filesDone: count,
  filesTotal: count,
  sizeBytes: z.number().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The file is still on the server (a newer export replaces it). */
  downloadable: z.boolean(),
  /** Why a failed export failed, in pt-BR ("Interrompida: o servidor que a gerava parou."); '' otherwise. */
  failure: z.string(),
});
export type AgencyExportSummary = z.infer<typeof agencyExportSummary>;
export const agencyExportResponse = z.object({ export: agencyExportSummary.nullable() });
export type AgencyExportResponse = z.infer<typeof agencyExportResponse>;
