import { z } from 'zod';
import { agencyStatuses } from '../agency-status.ts';
import { adminMessages as m } from '../admin-messages.ts';
import { fieldOptionKinds } from '../options/field-option-kinds.ts';
import { valuesOf } from '../options/option.ts';
import { roles } from '../roles.ts';
import { isTemporaryPasswordShape } from '../rules/temporary-password.ts';
import { requestMessages } from './requests/messages.ts';
import { CODE, DISPLAY_ORDER_MAX, TEXT, TRIAL_DAYS_MAX, USERS_MAX } from '../limits.ts';
import { boundedInt, cepField, cnpjField, maxChars, optionalId, optionalPhoneField, optionalText } from './fields.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Spec §5: at least a new plan or a new status; the reason is optional. */
export const subscriptionChangeRequest = z
  .object({
    newPlanId: optionalId(),
    newStatus: z
      .union([z.literal(''), z.enum(agencyStatuses)])
      .optional()
      .default(''),
    reason: optionalText(TEXT.note),
  })
  .refine((v) => v.newPlanId !== '' || v.newStatus !== '', { message: m.incompleteDescription, path: ['newPlanId'] });
export type SubscriptionChangeRequest = z.input<typeof subscriptionChangeRequest>;
export type SubscriptionChangeData = z.output<typeof subscriptionChangeRequest>;

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A whole number typed in a form or sent by the API, within [0, max]. */
const countField = (max: number, message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);

/** Spec §5 new client: name, e-mail and plan required; e-mail of a simple {x}@{y}.{z} shape. */
export const createClientRequest = z.object({
  name: z.string().trim().min(1, m.clientRequiredDescription).max(TEXT.name, maxChars(TEXT.name)),
  email: z.string().trim().min(1, m.clientRequiredDescription).max(TEXT.email, maxChars(TEXT.email)).regex(simpleEmail, m.clientEmailInvalidDescription),
  planId: z.string().trim().min(1, m.clientRequiredDescription).max(TEXT.id, maxChars(TEXT.id)),
  cnpj: z.preprocess(blankToUndefined, cnpjField('CNPJ é obrigatório').optional()),
  phone: optionalPhoneField(),
  address: optionalText(TEXT.address),
  city: optionalText(TEXT.place),
  state: optionalText(CODE.uf),
  zipCode: z.preprocess(blankToUndefined, cepField(requestMessages.cepMin).optional()),
  status: z.enum(agencyStatuses).default('active'),
  // Left out or blank: the platform's trialPeriodDays (Configurações); 0: the plan's trial days.
  trialPeriod: z.preprocess(blankToUndefined, countField(TRIAL_DAYS_MAX, m.clientTrialPeriodInvalid).optional()),
  additionalUsers: countField(USERS_MAX, m.clientAdditionalUsersInvalid).default(0),
  adminName: optionalText(TEXT.name),
  adminEmail: z
    .string()
    .trim()
    .max(TEXT.email, maxChars(TEXT.email))
    .optional()
    .default('')
    .refine((v) => v === '' || simpleEmail.test(v), m.clientEmailInvalidDescription),
  adminPhone: optionalPhoneField(),
});
export type CreateClientRequest = z.input<typeof createClientRequest>;
export type CreateClientData = z.output<typeof createClientRequest>;

/** Spec §5 new user: name, e-mail, role and client required, and a generated temporary password. */
export const createUserRequest = z
  .object({
    name: z.string().trim().min(1, m.userRequired).max(TEXT.name, maxChars(TEXT.name)),
    email: z.string().trim().min(1, m.userRequired).max(TEXT.email, maxChars(TEXT.email)).pipe(z.email(m.clientEmailInvalidDescription)),
    phone: optionalPhoneField(),
    role: z.union([z.enum(roles), z.literal('')]).refine((v) => v !== '', m.userRequired),
    clientId: optionalId(),
    temporaryPassword: z
      .string()
      .min(1, m.userPasswordMissing)
      .max(TEXT.password, maxChars(TEXT.password, m.userPasswordFormat))
      .refine(isTemporaryPasswordShape, m.userPasswordFormat),
  })
  // Platform administrators belong to no agency; everyone else needs one.
  .refine((v) => v.role === 'admin' || v.clientId !== '', { message: m.userRequired, path: ['clientId'] });
export type CreateUserRequest = z.input<typeof createUserRequest>;
export type CreateUserData = z.output<typeof createUserRequest>;

/** Spec §5 field option: field, value and label required (the screen ignores an incomplete one); order defaults to 0. */
export const fieldOptionRequest = z.object({
  fieldName: z.enum(valuesOf(fieldOptionKinds), { error: m.fieldOptionIncomplete }),
  optionValue: z.string({ error: m.fieldOptionIncomplete }).trim().min(1, m.fieldOptionIncomplete).max(TEXT.label, maxChars(TEXT.label)),
  optionLabel: z.string({ error: m.fieldOptionIncomplete }).trim().min(1, m.fieldOptionIncomplete).max(TEXT.label, maxChars(TEXT.label)),
  // Blank or not a number: 0, as the screen always did; a number out of range is refused.
  displayOrder: z.preprocess((v) => {
    if (v === '' || v === undefined || v === null) return 0;
    if (typeof v !== 'string') return v;
    const n = Number.parseInt(v, 10);
    return Number.isNaN(n) ? 0 : n;
  }, displayOrderField()),
  active: z.boolean().default(true),
});
export type FieldOptionRequest = z.input<typeof fieldOptionRequest>;
export type FieldOptionData = z.output<typeof fieldOptionRequest>;

/** A field option's place in its list. */
export function displayOrderField() {
  return boundedInt(-DISPLAY_ORDER_MAX, DISPLAY_ORDER_MAX, m.displayOrderInvalid);
}

export { isCompleteFieldOption } from '../options/field-option-kinds.ts';
