import type { Role } from './roles.ts';

export const FALLBACK_PROFILE_NAME = 'Usuário';

/** Spec §4: metadata name, else the part of the e-mail before @, else 'Usuário'. */
export function profileName(metadataName: string | null | undefined, email: string | null | undefined): string {
  const name = metadataName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local || FALLBACK_PROFILE_NAME;
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Role granted when a profile is created: admin for the platform owner, user otherwise. */
export function initialRole(email: string, ownerEmail: string | null | undefined): Role {
  return sameEmail(email, ownerEmail) ? 'admin' : 'user';
}
