import { z } from 'zod';
import { maxChars } from '../contracts/fields.ts';
import { parseBrDate } from '../validators/date.ts';
import { nfseIssueMessages as m, nfseStatusValues } from './issue-messages.ts';
import { NFSE_SEND_CHANNELS, nfseSendMessages } from './send-messages.ts';

// Issuing an NFS-e from a service (issue 37, decision 073). The values declared (honorários,
// tomador) come from the database; the body brings only the description and the competence.

export const NFSE_DESCRIPTION_MAX = 2000;
export const NFSE_JUSTIFICATION_MIN = 15;
export const NFSE_JUSTIFICATION_MAX = 255;

/** TSCodJustCanc (tiposSimples): 1 erro na emissão, 2 serviço não prestado, 9 outros. */
export const nfseCancelReasonLabels = { '1': 'Erro na emissão', '2': 'Serviço não prestado', '9': 'Outros' } as const;
export type NfseCancelReason = keyof typeof nfseCancelReasonLabels;

/** TSCodJustSubst (tiposSimples, layouts 1.00 and 1.01): why an NFS-e is substituted (decision 082). */
export const nfseSubstitutionReasonLabels = {
  '01': 'Desenquadramento do Simples Nacional',
  '02': 'Enquadramento no Simples Nacional',
  '03': 'Inclusão retroativa de imunidade ou isenção',
  '04': 'Exclusão retroativa de imunidade ou isenção',
  '05': 'Rejeição da NFS-e pelo tomador ou intermediário',
  '99': 'Outros',
} as const;
export type NfseSubstitutionReason = keyof typeof nfseSubstitutionReasonLabels;
const substitutionReasons = Object.keys(nfseSubstitutionReasonLabels) as [NfseSubstitutionReason, ...NfseSubstitutionReason[]];

/** 15 to 255 characters, trimmed (TSMotivo, TSDesc of the cancel event): `message` when out of bounds. */
const justification = (message: string) =>
  z
    .string({ error: message })
    .max(NFSE_JUSTIFICATION_MAX + 50, maxChars(NFSE_JUSTIFICATION_MAX + 50, message))
    .trim()
    .min(NFSE_JUSTIFICATION_MIN, message)
    .max(NFSE_JUSTIFICATION_MAX, message);

export const nfseIssueBody = z.object({
  description: z
    .string({ error: m.descriptionRequired })
    .max(NFSE_DESCRIPTION_MAX + 200, maxChars(NFSE_DESCRIPTION_MAX + 200, m.descriptionTooLong))
    .trim()
    .min(1, m.descriptionRequired)
    .refine((v) => [...v].length <= NFSE_DESCRIPTION_MAX, m.descriptionTooLong),
  /** dd/mm/aaaa, becomes yyyy-mm-dd. */
  competence: z
    .string({ error: m.competenceRequired })
    .max(12, maxChars(12, m.competenceInvalid))
    .transform((v, ctx) => {
      const iso = parseBrDate(v.trim());
      if (!iso || iso < '2000-01-01') {
        ctx.addIssue({ code: 'custom', message: v.trim() ? m.competenceInvalid : m.competenceRequired });
        return z.NEVER;
      }
      return iso;
    }),
});
export type NfseIssueInput = z.input<typeof nfseIssueBody>;

export const nfseCancelBody = z.object({
  reason: z.enum(['1', '2', '9'], { error: m.reasonInvalid }),
  justification: justification(m.justificationLength),
});
export type NfseCancelInput = z.input<typeof nfseCancelBody>;

/** "Substituir" (decision 082): a new DPS as "Emitir" sends it, plus why the authorised one is replaced. */
export const nfseSubstituteBody = nfseIssueBody.extend({
  reason: z.enum(substitutionReasons, { error: m.substitutionReasonInvalid }),
  justification: justification(m.substitutionJustificationLength),
});
export type NfseSubstituteInput = z.input<typeof nfseSubstituteBody>;

export const nfseDocumentResponse = z.object({
  id: z.string(),
  serviceId: z.string(),
  status: z.enum(nfseStatusValues),
  series: z.string(),
  number: z.number().int(),
  dpsId: z.string(),
  environment: z.enum(['producao', 'homologacao']),
  honorariosCents: z.number().int(),
  tomadorName: z.string(),
  tomadorDocument: z.string(),
  description: z.string(),
  /** yyyy-mm-dd. */
  competence: z.string(),
  accessKey: z.string().nullable(),
  nfseNumber: z.string().nullable(),
  hasXml: z.boolean(),
  rejectionCode: z.string().nullable(),
  rejectionMessage: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelJustification: z.string().nullable(),
  /** The NFS-e this one replaces (decision 082), and why; null on a first issue. */
  substitutesId: z.string().nullable(),
  substitutionReason: z.enum(substitutionReasons).nullable(),
  substitutionJustification: z.string().nullable(),
  /** The NFS-e that replaced this one, once the Sefin authorised it. */
  substitutedById: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type NfseDocumentResponse = z.infer<typeof nfseDocumentResponse>;

/** What "Emitir" would send, read from the database, and why it cannot yet. */
export const serviceNfseResponse = z.object({
  documents: z.array(nfseDocumentResponse),
  preview: z.object({
    tomadorName: z.string(),
    /** Digits, as stored (the screen formats it). */
    tomadorDocument: z.string(),
    description: z.string(),
    /** dd/mm/aaaa: today in Brasília. */
    competence: z.string(),
    honorariosCents: z.number().int(),
    environment: z.enum(['producao', 'homologacao']),
  }),
  problems: z.array(z.string()),
  /** Why "Substituir" cannot send a new DPS now (decision 082): the same checks, less the authorised NFS-e it replaces. */
  substituteProblems: z.array(z.string()),
  /** Why the caller may not issue (staff, where the agency has not allowed it), or null (decision 075). */
  issueDenied: z.string().nullable(),
  /** Why the caller may not cancel (staff), or null. */
  cancelDenied: z.string().nullable(),
});
export type ServiceNfseResponse = z.infer<typeof serviceNfseResponse>;

/** An issue, retry or cancel: the document as it now is and what happened, in pt-BR. */
export const nfseActionResponse = z.object({ document: nfseDocumentResponse, message: z.string() });
export type NfseActionResponse = z.infer<typeof nfseActionResponse>;

/** "Enviar ao cliente" (decision 081): the channel only; the recipient is always the service's owner, read by the server. */
export const nfseSendBody = z.object({ channel: z.enum(NFSE_SEND_CHANNELS, { error: nfseSendMessages.channelInvalid }) });
export type NfseSendInput = z.input<typeof nfseSendBody>;
/** E-mail: queued, `url` null; WhatsApp: the wa.me link the screen opens. */
export const nfseSendResponse = z.object({ channel: z.enum(NFSE_SEND_CHANNELS), message: z.string(), url: z.string().nullable() });
export type NfseSendResponse = z.infer<typeof nfseSendResponse>;
