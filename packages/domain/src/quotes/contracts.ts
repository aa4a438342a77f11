import { z } from 'zod';
import { sortFields } from '../contracts/lists.ts';
import {
  maxChars,
  moneyField,
  optionalCpfCnpjField,
  optionalDateField,
  optionalEmail,
  optionalPhoneField,
  optionalPlateField,
  optionalText,
  pageNumber,
  requiredText,
  searchText,
} from '../contracts/fields.ts';
import { CODE, MONEY_MAX_CENTS, TEXT } from '../limits.ts';
import { parseMoney } from '../validators/money.ts';
import { serviceMoney } from '../money/service-money.ts';
import { QUOTE_EXTRAS_MAX, quoteMessages as m } from './messages.ts';
import { quoteManualStatuses, quoteStatusValues } from './options.ts';

// Orçamentos (issue 19 item 3, decision 041): what the form sends and what the server answers.
// Money is integer centavos (or typed "1.234,56"); the total is always computed, never sent.

const amount = () => moneyField(m.amountInvalid, MONEY_MAX_CENTS, m.amountTooLarge);

/**
 * The DETRAN fee: blank (or null) is "a confirmar", the catalog had no confirmed fee and none was
 * typed; the quote then says so instead of charging R$ 0,00. A typed 0 is an exemption.
 */
const detranFeeField = () =>
  z
    .union(
      [
        z.number().int(m.amountInvalid).min(0, m.amountInvalid).max(MONEY_MAX_CENTS, m.amountTooLarge),
        z.string().max(CODE.money, maxChars(CODE.money, m.amountInvalid)),
        z.null(),
      ],
      { error: m.amountInvalid },
    )
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined) return null;
      if (typeof v === 'number') return v;
      if (v.trim() === '') return null;
      const cents = parseMoney(v);
      const message = cents === null || cents < 0 ? m.amountInvalid : cents > MONEY_MAX_CENTS ? m.amountTooLarge : null;
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents!;
    });

export const quoteExtra = z.object({ label: requiredText(m.extraLabelRequired, TEXT.label), amount: amount() });

/** POST /api/quotes and PUT /api/quotes/:id. `validUntil` null: the default validity. */
export const quoteRequest = z.object({
  customerName: requiredText(m.nameRequired, TEXT.legalName),
  customerDocument: optionalCpfCnpjField(),
  customerPhone: optionalPhoneField(),
  customerEmail: optionalEmail(),
  plate: optionalPlateField(),
  serviceType: requiredText(m.serviceRequired, TEXT.label),
  detranFee: detranFeeField(),
  honorarios: amount(),
  extras: z.array(quoteExtra).max(QUOTE_EXTRAS_MAX, m.tooManyExtras).optional().default([]),
  validUntil: optionalDateField(m.validUntilInvalid),
  note: optionalText(TEXT.note),
});
export type QuoteRequest = z.input<typeof quoteRequest>;
export type QuoteData = z.output<typeof quoteRequest>;

/** The quote's money, through the one place that adds a service's charges up; a fee "a confirmar" adds nothing yet. */
export function quoteTotals(q: { detranFee: number | null; honorarios: number; extras: readonly { amount: number }[] }) {
  const extras = q.extras.reduce((sum, e) => sum + e.amount, 0);
  return { extras, total: serviceMoney({ valor: q.detranFee ?? 0, honorarios: q.honorarios, duvidas: 0, extras, valorPago: 0 }).total };
}

/** The list's sortable columns (GET /api/quotes?sort=&dir=); newest number first by default. */
export const quoteSortKeys = ['number', 'customer', 'service', 'total', 'valid', 'status'] as const;
export type QuoteSortKey = (typeof quoteSortKeys)[number];

export const quoteListQuery = z.object({
  q: searchText(),
  status: z.enum(quoteStatusValues, { error: m.statusInvalid }).optional(),
  page: pageNumber(),
  ...sortFields(quoteSortKeys, 'number', 'desc'),
});
export type QuoteListQuery = z.input<typeof quoteListQuery>;

export const quoteStatusRequest = z.object({ status: z.enum(quoteManualStatuses, { error: m.statusInvalid }) });
export type QuoteStatusRequest = z.input<typeof quoteStatusRequest>;

/** POST /api/quotes/:id/link: the service Cadastro do Sistema just saved from the quote. */
export const quoteLinkRequest = z.object({ serviceId: requiredText(m.linkServiceRequired, TEXT.id) });

const text = z.string();
const cents = z.number().int();
export const quoteResponse = z.object({
  id: text,
  number: z.number().int(),
  customerName: text,
  customerDocument: text,
  customerPhone: text,
  customerEmail: text,
  plate: text,
  serviceType: text,
  serviceLabel: text,
  /** Null: "a confirmar" (printed so, never as R$ 0,00); the total then leaves it out. */
  detranFee: cents.nullable(),
  honorarios: cents,
  extras: z.array(z.object({ label: text, amount: cents })),
  extrasTotal: cents,
  total: cents,
  validUntil: text,
  /** Stored status, or "expirado" for an open quote past its validity. */
  status: z.enum(quoteStatusValues),
  note: text,
  shared: z.boolean(),
  sharedAt: text.nullable(),
  answeredAt: text.nullable(),
  serviceId: text.nullable(),
  serviceNumber: z.number().int().nullable(),
  vehicleId: text.nullable(),
  createdAt: text,
  updatedAt: text,
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

export const quoteListResponse = z.object({ items: z.array(quoteResponse), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type QuoteListResponse = z.infer<typeof quoteListResponse>;

export const quoteShareResponse = z.object({ url: text });

/**
 * What Cadastro do Sistema starts from when converting: the quote's customer, plate and charges,
 * and the agency's vehicle with that plate when there is one (its owner is kept).
 */
export const quoteConversion = z.object({
  quoteId: text,
  number: z.number().int(),
  vehicleId: text.nullable(),
  owner: z.object({ nome: text, cpf: text, cnpj: text, email: text, cel: text }),
  placa: text,
  service: z.object({ servico: text, valor: cents.nullable(), honorarios: cents, extras: cents, observacoes: text }),
});
export type QuoteConversion = z.infer<typeof quoteConversion>;
