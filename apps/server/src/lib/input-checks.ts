import { inputMessages } from '@despacha/domain/messages';
import type { FieldErrors } from './http-error.ts';

// Checks every piece of client text passes before a contract, a handler or the database sees it:
// NUL is refused by PostgreSQL text columns, and a lone UTF-16 surrogate (JSON.parse accepts
// "\ud800") cannot be stored or printed. None of these recurse, whatever the input's shape.

/** Deeper JSON than any of our contracts takes; the limit keeps JSON.parse and every walk shallow. */
export const MAX_JSON_DEPTH = 32;
/** At most this many fields are named in one answer. */
const MAX_REPORTED = 20;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Why a text cannot be taken, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return inputMessages.nulCharacter;
  if (LONE_SURROGATE.test(text)) return inputMessages.brokenText;
  return null;
}

/** The bytes as text, or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Whether JSON text nests arrays and objects deeper than `limit` (brackets inside strings do not count). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** A field's name as our error shape writes it ('owner.nome', 'items.0'); bad characters shown as �. */
const fieldName = (path: readonly (string | number)[]) =>
  path.map((p) => String(p).replace(/\0/g, '\ufffd').replace(LONE_SURROGATES, '\ufffd')).join('.') || '_';

/** Where a container sits in the parsed value: a linked list up to the root, read only for a bad field. */
type Place = { parent: Place | null; key: string | number } | null;
const pathOf = (place: Place, key?: string | number) => {
  const path: (string | number)[] = key === undefined ? [] : [key];
  for (let p = place; p; p = p.parent) path.unshift(p.key);
  return path;
};

/** Every key and string in a parsed JSON value that cannot be taken, by field (walked without recursion). */
export function badTextFields(value: unknown): FieldErrors | null {
  const fields: FieldErrors = {};
  let count = 0;
  const report = (place: Place, key: string | number | undefined, problem: string) => {
    fields[fieldName(pathOf(place, key))] ??= problem;
    count++;
  };
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { _: problem } : null;
  }
  // Strings are checked where they are met; only containers wait on the stack.
  const stack: { value: object; place: Place }[] = value && typeof value === 'object' ? [{ value, place: null }] : [];
  while (stack.length && count < MAX_REPORTED) {
    const { value: container, place } = stack.pop()!;
    const visit = (key: string | number, child: unknown) => {
      const keyProblem = typeof key === 'string' ? textProblem(key) : null;
      if (keyProblem) return report(place, key, keyProblem);
      if (typeof child === 'string') {
        const problem = textProblem(child);
        if (problem) report(place, key, problem);
      } else if (child && typeof child === 'object') stack.push({ value: child, place: { parent: place, key } });
    };
    if (Array.isArray(container)) container.forEach((child, i) => visit(i, child));
    else for (const key of Object.keys(container)) visit(key, (container as Record<string, unknown>)[key]);
  }
  return count ? fields : null;
}

/**
 * Problems in a raw query string (`a=1&b=%00`), by parameter: broken %-encoding (including
 * encoded surrogates, which are not UTF-8), NUL or a lone surrogate once decoded.
 */
export function badQueryFields(query: string): FieldErrors | null {
  const fields: FieldErrors = {};
  let count = 0;
  for (const pair of query.split('&')) {
    if (!pair || count >= MAX_REPORTED) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const key = decodeQueryPart(rawKey);
    const value = eq < 0 ? '' : decodeQueryPart(pair.slice(eq + 1));
    const name = key !== null && !textProblem(key) ? key || '_' : '_';
    const problem = key === null || value === null ? inputMessages.invalidAddress : (textProblem(key) ?? textProblem(value));
    if (problem) {
      fields[fieldName([name])] ??= problem;
      count++;
    }
  }
  return count ? fields : null;
}

function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Problems in route parameters the router already decoded ({ id: '\0' }). */
export function badParamFields(params: unknown): FieldErrors | null {
  if (!params || typeof params !== 'object') return null;
  let fields: FieldErrors | null = null;
  for (const [name, value] of Object.entries(params)) {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) (fields ??= {})[fieldName([name])] = problem;
  }
  return fields;
}
