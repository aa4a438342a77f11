import { z } from 'zod';
import { authMessages as m } from '../messages.ts';
import { agencyMessages as a } from '../agency-messages.ts';
import { agencyStatuses } from '../agency-status.ts';
import { roles } from '../roles.ts';
import { requestMessages } from './requests/messages.ts';
import { TEXT } from '../limits.ts';
import { cnpjField, phoneField, requiredEmail, requiredText } from './fields.ts';

export const createAgencyRequest = z.object({
  name: requiredText(a.nameRequired, TEXT.name),
  cnpj: cnpjField(a.cnpjRequired),
  email: requiredEmail(m.emailRequired),
  phone: phoneField(requestMessages.telefoneRequired),
  planId: requiredText(a.planRequired, TEXT.id),
});
export type CreateAgencyRequest = z.input<typeof createAgencyRequest>;
export type CreateAgencyData = z.output<typeof createAgencyRequest>;

export const agencyResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cnpj: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  planId: z.string(),
  status: z.enum(agencyStatuses),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgencyResponse = z.infer<typeof agencyResponse>;

export const planResponse = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  baseUsers: z.number().int(),
  additionalUserPriceCents: z.number().int(),
  trialDays: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
});
export type PlanResponse = z.infer<typeof planResponse>;

export const meResponse = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  /** mustChangePassword: signed in with an admin-given temporary password; the web asks for a new one. */
  profile: z.object({ role: z.enum(roles), agencyId: z.string().nullable(), name: z.string(), mustChangePassword: z.boolean() }),
  agency: agencyResponse.nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;
