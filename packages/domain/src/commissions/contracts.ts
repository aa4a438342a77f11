import { z } from 'zod';
import { boundedText, maxChars, moneyField, optionalDateField, optionalEmail, optionalPhoneField, optionalText } from '../contracts/fields.ts';
import { LEDGER_FIRST_DAY, ledgerMessages } from '../ledger/messages.ts';
import { parseBrDate, todayBr } from '../validators/date.ts';
import { ledgerPaymentMethodValues } from '../ledger/options.ts';
import { MONEY_MAX_CENTS, TEXT } from '../limits.ts';
import { commissionMessages as m } from './messages.ts';
import { COMMISSION_RULES_MAX, COMMISSION_SETTLE_MAX, commissionDirectionValues, commissionModeValues } from './options.ts';
import { parsePercent } from './rules.ts';

// Origem dos Serviços → Configurar and Comissões (issue 34 item 13): what the screens send and
// what the server answers. Percentages travel as basis points (1250 = 12,5%) or as typed text.

const percentField = () =>
  z
    .union([z.number().int(m.percentInvalid).min(0, m.percentInvalid).max(10_000, m.percentInvalid), z.string().max(8, maxChars(8, m.percentInvalid))], {
      error: m.percentInvalid,
    })
    .optional()
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      if (v === undefined || v.trim() === '') return 0;
      const bp = parsePercent(v);
      if (bp === null) {
        ctx.addIssue({ code: 'custom', message: m.percentInvalid });
        return z.NEVER;
      }
      return bp;
    });

/** One rule: servico '' is the default for every type without its own rule. */
export const commissionRuleInput = z.object({
  servico: boundedText(TEXT.word),
  mode: z.enum(commissionModeValues),
  percent: percentField(),
  amount: moneyField(undefined, MONEY_MAX_CENTS),
});

/** PUT /api/origins/:id/settings. */
export const originSettingsRequest = z
  .object({
    contatoNome: optionalText(TEXT.name),
    contatoTelefone: optionalPhoneField(),
    contatoEmail: optionalEmail(),
    direction: z.enum(commissionDirectionValues),
    rules: z.array(commissionRuleInput).max(COMMISSION_RULES_MAX, m.tooManyRules(COMMISSION_RULES_MAX)),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rules.forEach((r, i) => {
      if (seen.has(r.servico))
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'servico'], message: r.servico === '' ? m.serviceTypeRequired : m.duplicateType });
      seen.add(r.servico);
    });
  });
export type OriginSettingsRequest = z.input<typeof originSettingsRequest>;
export type OriginSettingsData = z.output<typeof originSettingsRequest>;

const rule = z.object({ servico: z.string(), mode: z.enum(commissionModeValues), percentBp: z.number().int(), amountCents: z.number().int() });
export const originSettingsResponse = z.object({
  originId: z.string(),
  contatoNome: z.string(),
  contatoTelefone: z.string(),
  contatoEmail: z.string(),
  direction: z.enum(commissionDirectionValues),
  rules: z.array(rule),
});
export type OriginSettingsResponse = z.infer<typeof originSettingsResponse>;

/** GET /api/commissions?originId&from&to (ISO or dd/mm/aaaa); also the exports' query with `format`. */
export const commissionStatementQuery = z.object({
  originId: z.string().max(TEXT.id),
  from: optionalDateField(m.periodInvalid),
  to: optionalDateField(m.periodInvalid),
});
export const commissionExportQuery = commissionStatementQuery.extend({ format: z.enum(['pdf', 'xlsx', 'csv']) });

export const commissionRow = z.object({
  serviceId: z.string(),
  number: z.number().int(),
  /** The service's processing date (data do processo), else the day it was opened. */
  date: z.string(),
  placa: z.string(),
  servico: z.string(),
  servicoLabel: z.string(),
  ownerName: z.string(),
  honorariosCents: z.number().int(),
  ruleText: z.string(),
  /** The recorded amount once settled, else what the origin's rules give today. */
  commissionCents: z.number().int(),
  entryId: z.string().nullable(),
  settledOn: z.string().nullable(),
});
export type CommissionRow = z.infer<typeof commissionRow>;

export const commissionStatement = z.object({
  origin: z.object({ id: z.string(), nomeEmpresa: z.string(), cnpj: z.string() }),
  direction: z.enum(commissionDirectionValues),
  from: z.string(),
  to: z.string(),
  rows: z.array(commissionRow),
  totals: z.object({ honorariosCents: z.number().int(), commissionCents: z.number().int(), settledCents: z.number().int(), openCents: z.number().int() }),
});
export type CommissionStatement = z.infer<typeof commissionStatement>;

/** POST /api/commissions/settle: the chosen open services' commissions, paid or received on one day. */
export const settleCommissionsRequest = z.object({
  originId: z.string().max(TEXT.id),
  serviceIds: z.array(z.string().max(TEXT.id)).min(1, m.settleNone).max(COMMISSION_SETTLE_MAX),
  // The ledger's rule for an entry's day: given, not in the future, not before LEDGER_FIRST_DAY.
  paidOn: optionalDateField(ledgerMessages.dateInvalid).transform((v, ctx) => {
    if (v === null) ctx.addIssue({ code: 'custom', message: ledgerMessages.dateRequired });
    else if (v > parseBrDate(todayBr())!) ctx.addIssue({ code: 'custom', message: ledgerMessages.dateInFuture });
    else if (v < LEDGER_FIRST_DAY) ctx.addIssue({ code: 'custom', message: ledgerMessages.dateTooOld });
    return v ?? '';
  }),
  method: z.enum(ledgerPaymentMethodValues, { error: ledgerMessages.methodRequired }),
  note: optionalText(TEXT.note),
});
export type SettleCommissionsRequest = z.input<typeof settleCommissionsRequest>;
export type SettleCommissionsData = z.output<typeof settleCommissionsRequest>;

/** What POST /api/commissions/settle answers (201): the entries it recorded. */
export const settleCommissionsResponse = z.object({
  count: z.number().int(),
  totalCents: z.number().int(),
  entryIds: z.array(z.string()),
  message: z.string(),
});
export type SettleCommissionsResponse = z.infer<typeof settleCommissionsResponse>;

/** What POST /api/commissions/:entryId/void answers (its body is the ledger's voidRequest: { reason }). */
export const voidCommissionResponse = z.object({ entryId: z.string(), serviceId: z.string(), voidedAt: z.string(), message: z.string() });
export type VoidCommissionResponse = z.infer<typeof voidCommissionResponse>;
