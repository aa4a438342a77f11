import { isCpf } from '@despacha/domain/validators/cpf';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditAction =
  | 'created'
  | 'updated'
  | 'viewed'
  | 'exported'
  | 'deleted'
  | 'anonymised'
  | 'signed_in'
  | 'sign_in_failed'
  | 'forbidden'
  | 'admin_action';

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  'created',
  'updated',
  'viewed',
  'exported',
  'deleted',
  'anonymised',
  'signed_in',
  'sign_in_failed',
  'forbidden',
  'admin_action',
];

export type AuditInput = {
  /** null: a platform-level event (admin back office). */
  agencyId: string | null;
  /** null: anonymous. */
  actor: { userId: string | null; name: string | null; role?: string | null } | null;
  action: AuditAction;
  /** 'owner' | 'vehicle' | 'service' | 'request' | 'file' | 'user' | 'agency' | 'quote' | 'guia' | 'exigencia' | 'settings' | ... */
  entity: string;
  entityId?: string | null;
  /** pt-BR, one line; a CPF in it is masked here anyway. */
  summary: string;
  changes?: Record<string, { before: unknown; after: unknown }>;
  ip?: string | null;
};

const SUMMARY_MAX = 500;
const VALUE_MAX = 300;
const CHANGED_FIELDS_MAX = 60;

// Secrets never reach the trail, whatever a caller passes: the field is kept (that it changed is
// the audit fact) but its values are not.
const SECRET_FIELD = /pass(word)?|senha|token|secret|hash|otp|totp|backup.?code|api.?key/i;

// A CPF formatted, or 11 bare digits not inside a longer number (a CNPJ, a protocol number).
const CPF_PATTERN = /(?<![\d./-])(\d{3})(\.?)(\d{3})\.?(\d{3})(-?)(\d{2})(?![\d./-])/g;

/**
 * Keeps the middle six digits (the usual LGPD display form): enough to tell people apart, not to
 * reuse. Bare digits are masked only when their check digits make a CPF: a RENAVAM or a phone
 * number also has 11 digits.
 */
export function maskCpfs(text: string): string {
  return text.replace(CPF_PATTERN, (all: string, a: string, dot: string, b: string, c: string, dash: string, d: string) =>
    dot || dash || isCpf(a + b + c + d) ? `***.${b}.${c}-**` : all,
  );
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// Fields whose 11 digits are never a CPF, whatever their check digits say.
const NOT_CPF_FIELD = /renavam|chassi|placa|cel|fone|phone|cep|numero|number/i;

function safeValue(value: unknown, field = ''): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return clip(NOT_CPF_FIELD.test(field) ? value : maskCpfs(value), VALUE_MAX);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  // Arrays and objects are summarised: the trail says what changed, it is not a copy of the record.
  return clip(maskCpfs(JSON.stringify(value) ?? ''), VALUE_MAX);
}

/** Drops unchanged fields, hides secrets, masks CPFs and bounds every value. */
export function sanitiseChanges(changes: AuditInput['changes']): AuditInput['changes'] | null {
  if (!changes) return null;
  const out: Record<string, { before: unknown; after: unknown }> = {};
  let count = 0;
  for (const [field, change] of Object.entries(changes)) {
    if (count >= CHANGED_FIELDS_MAX) break;
    const before = safeValue(change.before, field);
    const after = safeValue(change.after, field);
    if (before === after) continue;
    out[clip(field, 60)] = SECRET_FIELD.test(field) ? { before: '[omitido]', after: '[omitido]' } : { before, after };
    count += 1;
  }
  return count > 0 ? out : null;
}

/** The fields of `patch` whose value differs from `current`, as before/after pairs. */
export function diffFields<T extends Record<string, unknown>>(current: T, patch: Partial<T>): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(patch) as (keyof T & string)[]) {
    const before = current[key];
    const after = patch[key];
    if (after === undefined) continue;
    if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) changes[key] = { before, after };
  }
  return changes;
}

/**
 * Appends one event to the audit trail. Called inside the caller's transaction when there is one,
 * so the event and the change it describes commit (or roll back) together.
 */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await db.insert(auditEvents).values({
    agencyId: input.agencyId,
    actorId: input.actor?.userId ?? null,
    actorName: input.actor?.name ? clip(input.actor.name, 200) : null,
    actorRole: input.actor?.role ?? null,
    action: input.action,
    entity: clip(input.entity, 40),
    entityId: input.entityId ? clip(input.entityId, 100) : null,
    summary: clip(maskCpfs(input.summary.replace(/\s+/g, ' ').trim()), SUMMARY_MAX),
    changes: sanitiseChanges(input.changes),
    ip: input.ip ? clip(input.ip, 64) : null,
  });
}

/** An agency member's event: the agency and who acted come from the signed-in actor, as every agency screen records them. */
export function recordActorAudit(
  db: Db,
  actor: { agencyId: string; userId: string | null; name: string | null; role?: string | null },
  input: Omit<AuditInput, 'agencyId' | 'actor'>,
): Promise<void> {
  return recordAudit(db, { ...input, agencyId: actor.agencyId, actor: { userId: actor.userId, name: actor.name, role: actor.role } });
}
