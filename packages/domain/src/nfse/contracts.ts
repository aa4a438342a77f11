import { z } from 'zod';
import { cnpjField, maxChars } from '../contracts/fields.ts';
import { parsePercent } from '../commissions/rules.ts';
import { nfseSettingsMessages as m } from './settings-messages.ts';
import { ISS_RATE_MAX_BP, ISS_RATE_MIN_BP, isCTribNac, isDpsSeries, isIbgeMunicipio, isNbs, nfseRegimeValues } from './settings.ts';

// GET/PUT /api/nfse/settings and the certificate (issue 37, decision 070). The certificate itself
// and its password go up as multipart and never come back: the answer says whose it is and until when.

const code = (max: number, required: string | null, invalid: string, valid: (v: string) => boolean) =>
  z
    .string({ error: required ?? invalid })
    .max(max + 8, maxChars(max + 8, invalid))
    .transform((v) => v.replace(/[\s.\-/]/g, ''))
    .superRefine((v, ctx) => {
      if (v === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
      } else if (!valid(v)) ctx.addIssue({ code: 'custom', message: invalid });
    });

/** Blank = no ISS rate (MEI, or not yet known); otherwise basis points within LC 116's bounds. */
const issRateField = () =>
  z
    .union([z.number().int(m.issRateInvalid), z.string().max(8, maxChars(8, m.issRateInvalid)), z.null()], { error: m.issRateInvalid })
    .transform((v, ctx): number | null => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const bp = typeof v === 'number' ? v : parsePercent(v);
      if (bp === null || bp < ISS_RATE_MIN_BP || bp > ISS_RATE_MAX_BP) {
        ctx.addIssue({ code: 'custom', message: m.issRateInvalid });
        return z.NEVER;
      }
      return bp;
    });

export const nfseSettingsBody = z.object({
  cnpj: cnpjField(m.cnpjRequired),
  inscricaoMunicipal: z
    .string()
    .trim()
    .max(20, maxChars(20, m.inscricaoMunicipalInvalid))
    .refine((v) => /^[0-9A-Za-z./-]*$/.test(v), m.inscricaoMunicipalInvalid),
  municipioIbge: code(7, m.municipioRequired, m.municipioInvalid, isIbgeMunicipio),
  regime: z.enum(nfseRegimeValues, { error: m.regimeRequired }),
  cTribNac: code(6, m.cTribNacRequired, m.cTribNacInvalid, isCTribNac),
  nbs: code(9, null, m.nbsInvalid, isNbs),
  issRateBp: issRateField(),
  series: code(5, m.seriesInvalid, m.seriesInvalid, isDpsSeries),
  /** Staff may issue NFS-e too (decision 075); off unless the dispatcher turns it on. Absent: off. */
  staffMayIssue: z.boolean({ error: m.staffMayIssueInvalid }).optional().default(false),
});
export type NfseSettingsInput = z.input<typeof nfseSettingsBody>;
export type NfseSettingsBody = z.output<typeof nfseSettingsBody>;

const settingsShape = z.object({
  cnpj: z.string(),
  inscricaoMunicipal: z.string(),
  municipioIbge: z.string(),
  regime: z.enum(nfseRegimeValues).nullable(),
  cTribNac: z.string(),
  nbs: z.string(),
  issRateBp: z.number().int().nullable(),
  series: z.string(),
  staffMayIssue: z.boolean(),
});
export type NfseSettings = z.infer<typeof settingsShape>;

/** What is known of the stored certificate; never the file nor its password. */
export const nfseCertificateInfo = z.object({
  subject: z.string(),
  cnpj: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  uploadedAt: z.string(),
  /** Expired, or expiring within CERTIFICATE_WARNING_DAYS. */
  expiresSoon: z.boolean(),
  expired: z.boolean(),
  daysLeft: z.number().int(),
});
export type NfseCertificateInfo = z.infer<typeof nfseCertificateInfo>;

export const nfseSettingsResponse = z.object({
  /** false until the agency saves them: the values are then suggestions (its CNPJ, Rio, 330101). */
  saved: z.boolean(),
  settings: settingsShape,
  certificate: nfseCertificateInfo.nullable(),
  /** The platform has NFSE_CERT_KEY: without it no certificate can be stored. */
  certificateKeyConfigured: z.boolean(),
});
export type NfseSettingsResponse = z.infer<typeof nfseSettingsResponse>;
