// Apart from contracts/users.ts so that the web's user lists show them without loading zod.
export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const userStatusLabels: Record<UserStatus, string> = { active: 'Ativo', inactive: 'Inativo' };

/** Roles a dispatcher can give inside the agency: platform administrators are not theirs to make. */
export const agencyRoles = ['dispatcher', 'user'] as const;
export type AgencyRole = (typeof agencyRoles)[number];
