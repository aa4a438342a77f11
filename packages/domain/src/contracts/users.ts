import { z } from 'zod';
import { authMessages } from '../messages.ts';
import { userMessages as m } from '../admin-messages.ts';
import { roles } from '../roles.ts';
import { agencyRoles, userStatuses } from '../user-options.ts';
import { PAGE_MAX, TEXT } from '../limits.ts';
import { maxChars, optionalId, optionalPhoneField, requiredEmail, requiredText, searchText } from './fields.ts';
import { newPasswordText, passwordText } from './auth.ts';
import { counts, pagedResponse, sortFields } from './lists.ts';

// User management: the admin's cross-agency list, an agency's own users, the first-sign-in password.

export const ADMIN_USERS_PAGE_SIZE = 20;

/** The admin list's sortable columns; the server maps each to one SQL expression. */
export const adminUserSortKeys = ['name', 'email', 'role', 'client', 'status', 'createdAt', 'lastAccess'] as const;
export type AdminUserSortKey = (typeof adminUserSortKeys)[number];

export const adminUsersQuery = z.object({
  q: searchText(),
  clientId: optionalId(),
  ...sortFields(adminUserSortKeys, 'createdAt', 'desc'),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).catch(1).default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export { userStatuses, userStatusLabels, type UserStatus } from '../user-options.ts';

export const adminUserItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  createdAt: z.string(),
  /** Latest session activity; null when the user never signed in (or every session ended). */
  lastAccess: z.string().nullable(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

export const adminUsersSummary = counts('total', 'active', 'admins', 'uniqueClients');
export type AdminUsersSummary = z.infer<typeof adminUsersSummary>;

export const adminUsersResponse = pagedResponse(adminUserItem, adminUsersSummary);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserDetail = adminUserItem.extend({
  emailVerified: z.boolean(),
  mustChangePassword: z.boolean(),
  activeSessions: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** Agencies to pick in the admin user screens, with their seats. */
export const userClientOption = z.object({
  id: z.string(),
  name: z.string(),
  seatsUsed: z.number().int(),
  seatsTotal: z.number().int(),
});
export const userClientOptions = z.array(userClientOption);
export type UserClientOption = z.infer<typeof userClientOption>;

export const createdUserResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  clientName: z.string().nullable(),
});
export type CreatedUserResponse = z.infer<typeof createdUserResponse>;

export type { CreateUserData, CreateUserRequest } from './admin.ts';

export { agencyRoles, type AgencyRole } from '../user-options.ts';

export const inviteUserRequest = z.object({
  name: requiredText(authMessages.nameRequired, TEXT.name),
  email: requiredEmail(authMessages.emailRequired),
  phone: optionalPhoneField(),
  role: z.enum(agencyRoles, { error: m.agencyRoleInvalid }),
});
export type InviteUserRequest = z.input<typeof inviteUserRequest>;
export type InviteUserData = z.output<typeof inviteUserRequest>;

export const updateAgencyUserRequest = z.object({
  role: z.enum(agencyRoles, { error: m.agencyRoleInvalid }),
});
export type UpdateAgencyUserRequest = z.infer<typeof updateAgencyUserRequest>;

export const agencyUserItem = adminUserItem.omit({ clientId: true, clientName: true });
export type AgencyUserItem = z.infer<typeof agencyUserItem>;

export const agencyUsersResponse = z.object({
  items: z.array(agencyUserItem),
  seats: counts('used', 'total'),
});
export type AgencyUsersResponse = z.infer<typeof agencyUsersResponse>;

/** What the server takes to change the signed-in user's password. */
export const changePasswordBody = z.object({
  currentPassword: passwordText(m.currentPasswordRequired),
  newPassword: newPasswordText(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The /trocar-senha form: the same, plus the confirmation. */
export const changePasswordForm = changePasswordBody
  .extend({ confirm: z.string().max(TEXT.password, maxChars(TEXT.password)) })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: authMessages.passwordConfirmMismatch })
  .refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, { path: ['newPassword'], message: m.samePassword });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** "Minha conta": the signed-in user renames themselves (the e-mail is the login, not edited here). */
export const updateOwnProfileBody = z.object({
  name: requiredText(authMessages.nameRequired, TEXT.name),
});
export type UpdateOwnProfileBody = z.infer<typeof updateOwnProfileBody>;
