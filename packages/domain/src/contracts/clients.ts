import { z } from 'zod';
import { agencyStatuses } from '../agency-status.ts';
import { roles } from '../roles.ts';
import { changeTypeOptions, invoiceStatusOptions } from '../statuses.ts';
import { valuesOf } from '../options/option.ts';
import { createClientRequest } from './admin.ts';
import { agencyResponse, planResponse } from './agencies.ts';
import { counts, pagedResponse, sortFields } from './lists.ts';
import { formatMessages as f } from '../messages.ts';
import { optionalId, pageNumber, searchText } from './fields.ts';

// Admin back office, clients (the platform's agencies): list, detail, edit and subscription history.

export const CLIENTS_PAGE_SIZE = 20;

const statusFilter = z
  .union([z.literal(''), z.enum(agencyStatuses)])
  .optional()
  .default('');

/** The list's sortable columns; the server maps each to one SQL expression. */
export const clientSortKeys = ['name', 'cnpj', 'plan', 'status', 'users', 'createdAt'] as const;
export type ClientSortKey = (typeof clientSortKeys)[number];
const clientSort = sortFields(clientSortKeys, 'createdAt', 'desc');

export const clientListQuery = z.object({
  q: searchText(),
  status: statusFilter,
  ...clientSort,
  page: pageNumber(),
  pageSize: z.coerce.number({ error: f.pageInvalid }).int(f.pageInvalid).min(1, f.pageInvalid).max(100, f.pageInvalid).optional().default(CLIENTS_PAGE_SIZE),
});
export type ClientListQuery = z.input<typeof clientListQuery>;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const clientExportQuery = z.object({
  format: z.enum(exportFormats).optional().default('csv'),
  q: searchText(),
  status: statusFilter,
  ...clientSort,
});

export const clientListItem = agencyResponse
  .pick({ id: true, name: true, email: true, phone: true, cnpj: true, city: true, state: true, planId: true, status: true, createdAt: true })
  .extend({ planName: z.string(), totalUsers: z.number().int() });
export type ClientListItem = z.infer<typeof clientListItem>;

export const clientSummary = counts('total', 'active', 'suspended', 'cancelled');
export type ClientSummary = z.infer<typeof clientSummary>;

export const clientListResponse = pagedResponse(clientListItem, clientSummary);
export type ClientListResponse = z.infer<typeof clientListResponse>;

/** The fields the detail screen edits; plan and status change through the subscription dialog (with history). */
export const updateClientRequest = createClientRequest.pick({
  name: true,
  email: true,
  cnpj: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  additionalUsers: true,
});
export type UpdateClientRequest = z.input<typeof updateClientRequest>;
export type UpdateClientData = z.output<typeof updateClientRequest>;

export const clientUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientUser = z.infer<typeof clientUser>;

export const clientInvoice = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string().nullable(),
  amountCents: z.number().int(),
  issuedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(valuesOf(invoiceStatusOptions)),
  paidAt: z.string().nullable(),
});
export type ClientInvoice = z.infer<typeof clientInvoice>;

export const clientActivityKinds = ['client', 'subscription', 'user', 'sign_in', 'other'] as const;

export const clientActivity = z.object({
  id: z.string(),
  kind: z.enum(clientActivityKinds),
  summary: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientActivity = z.infer<typeof clientActivity>;

export const clientDetailResponse = agencyResponse.omit({ planId: true }).extend({
  additionalUsers: z.number().int(),
  plan: planResponse.pick({ id: true, name: true, priceCents: true, baseUsers: true, additionalUserPriceCents: true }),
  seats: counts('base', 'additional', 'total'),
  totalUsers: z.number().int(),
  users: z.array(clientUser),
  billing: z.object({
    /** Plan price plus the additional seats, per month. */
    monthlyCents: z.number().int(),
    invoices: z.array(clientInvoice),
    /** yyyy-mm-dd: the earliest open invoice, else the trial end or the next monthly anniversary. */
    nextPaymentOn: z.string().nullable(),
    lastPaymentAt: z.string().nullable(),
    totalPaidCents: z.number().int(),
  }),
  activity: z.array(clientActivity),
});
export type ClientDetailResponse = z.infer<typeof clientDetailResponse>;

export const subscriptionChangeItem = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  oldPlan: z.string().nullable(),
  newPlan: z.string().nullable(),
  oldPlanName: z.string().nullable(),
  newPlanName: z.string().nullable(),
  oldStatus: z.string().nullable(),
  newStatus: z.string().nullable(),
  changeType: z.enum(valuesOf(changeTypeOptions)),
  changeReason: z.string().nullable(),
  changedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionChangeItem = z.infer<typeof subscriptionChangeItem>;

export const subscriptionChangesQuery = z.object({ clientId: optionalId() });

export const subscriptionChangeResponse = z.object({ client: clientListItem, change: subscriptionChangeItem });
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponse>;
