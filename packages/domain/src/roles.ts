export const roles = ['admin', 'dispatcher', 'user'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
  dispatcher: 'Despachante',
  user: 'Usuário',
};

/** Any unknown value reads 'Usuário', as the spec says. */
export function roleLabel(role: string | null | undefined): string {
  return role === 'admin' || role === 'dispatcher' ? roleLabels[role] : roleLabels.user;
}

export const isAdmin = (role: string | null | undefined) => role === 'admin';
export const isDispatcher = (role: string | null | undefined) => role === 'dispatcher';
