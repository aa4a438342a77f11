import { z } from 'zod';
import { agencyStatuses } from '../agency-status.ts';
import { adminMessages as m } from '../admin-messages.ts';
import { fieldOptionKinds } from '../options/field-option-kinds.ts';
import { valuesOf } from '../options/option.ts';
import { DEFAULT_TRIAL_DAYS } from '../plans.ts';
import { roles } from '../roles.ts';
import { isTemporaryPassword } from '../rules/temporary-password.ts';
import { requestMessages } from './requests/messages.ts';
import { cepField, cnpjField, optionalPhoneField, optionalText } from './fields.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Spec §5: at least a new plan or a new status; the reason is optional. */
export const subscriptionChangeRequest = z
  .object({
    newPlanId: z.string().trim().optional().default(''),
    newStatus: z.union([z.literal(''), z.enum(agencyStatuses)]).optional().default(''),
    reason: optionalText(),
  })
  .refine((v) => v.newPlanId !== '' || v.newStatus !== '', { message: m.incompleteDescription, path: ['newPlanId'] });
export type SubscriptionChangeRequest = z.input<typeof subscriptionChangeRequest>;
export type SubscriptionChangeData = z.output<typeof subscriptionChangeRequest>;

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 new client: name, e-mail and plan required; e-mail of a simple {x}@{y}.{z} shape. */
export const createClientRequest = z.object({
  name: z.string().trim().min(1, m.clientRequiredDescription),
  email: z.string().trim().min(1, m.clientRequiredDescription).regex(simpleEmail, m.clientEmailInvalidDescription),
  planId: z.string().trim().min(1, m.clientRequiredDescription),
  cnpj: z.preprocess(blankToUndefined, cnpjField('CNPJ é obrigatório').optional()),
  phone: optionalPhoneField(),
  address: optionalText(),
  city: optionalText(),
  state: optionalText(),
  zipCode: z.preprocess(blankToUndefined, cepField(requestMessages.cepMin).optional()),
  status: z.enum(agencyStatuses).default('active'),
  trialPeriod: z.coerce.number().int().min(0).default(DEFAULT_TRIAL_DAYS),
  additionalUsers: z.coerce.number().int().min(0).default(0),
  adminName: optionalText(),
  adminEmail: z.union([z.literal(''), z.string().trim().regex(simpleEmail, m.clientEmailInvalidDescription)]).optional().default(''),
  adminPhone: optionalPhoneField(),
});
export type CreateClientRequest = z.input<typeof createClientRequest>;
export type CreateClientData = z.output<typeof createClientRequest>;

/** Spec §5 new user: name, e-mail, role and client required, and a generated temporary password. */
export const createUserRequest = z
  .object({
    name: z.string().trim().min(1, m.userRequired),
    email: z.string().trim().min(1, m.userRequired).pipe(z.email(m.clientEmailInvalidDescription)),
    phone: optionalPhoneField(),
    role: z.union([z.enum(roles), z.literal('')]).refine((v) => v !== '', m.userRequired),
    clientId: z.string().trim().optional().default(''),
    temporaryPassword: z.string().min(1, m.userPasswordMissing).refine(isTemporaryPassword, m.userPasswordFormat),
  })
  // Platform administrators belong to no agency; everyone else needs one.
  .refine((v) => v.role === 'admin' || v.clientId !== '', { message: m.userRequired, path: ['clientId'] });
export type CreateUserRequest = z.input<typeof createUserRequest>;
export type CreateUserData = z.output<typeof createUserRequest>;

/** Spec §5 field option: field, value and label required (the screen ignores an incomplete one); order defaults to 0. */
export const fieldOptionRequest = z.object({
  fieldName: z.enum(valuesOf(fieldOptionKinds), { error: m.fieldOptionIncomplete }),
  optionValue: z.string({ error: m.fieldOptionIncomplete }).trim().min(1, m.fieldOptionIncomplete).max(120),
  optionLabel: z.string({ error: m.fieldOptionIncomplete }).trim().min(1, m.fieldOptionIncomplete).max(120),
  displayOrder: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number.parseInt(v, 10) : v),
    z.number().int().catch(0),
  ),
  active: z.boolean().default(true),
});
export type FieldOptionRequest = z.input<typeof fieldOptionRequest>;
export type FieldOptionData = z.output<typeof fieldOptionRequest>;

export const isCompleteFieldOption = (v: { fieldName?: string; optionValue?: string; optionLabel?: string }) =>
  !!v.fieldName?.trim() && !!v.optionValue?.trim() && !!v.optionLabel?.trim();
