import type { AuditAction } from '../lib/audit.ts';

// What one route declares about the audit trail (audit-declarations.ts, and better-auth's
// endpoints in audit-declarations-auth.ts).

/**
 * The event a successful call writes. `id`: where the event's entity_id comes from: a route or
 * query parameter's name, '@answer' (the id the answer names), '@actor' (the caller's user id).
 */
export type Audited = { action: AuditAction; entity: string; id?: string };
/** Deliberately not audited, and why. */
export type Exempt = { exempt: string };
export type AuditDeclaration = Audited | Exempt;
