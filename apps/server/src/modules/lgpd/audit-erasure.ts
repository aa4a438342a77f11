// The text side of rewriting a person's audit events (decision 051): what each of their values
// becomes, and how a summary or a `changes` object loses them. No I/O here.

type Changes = Record<string, { before: unknown; after: unknown }>;

/** Shorter values would match inside other words and numbers ("50", "RJ"). */
const MIN_LENGTH = 3;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function replacing every value (whole words only, any case, any run of spaces) by what it
 * becomes. Longer values first: "José da Conceição" goes before a bare "José" could split it.
 */
export function textEraser(values: Iterable<readonly [string, string]>): (text: string) => string {
  const wanted = new Map<string, string>();
  for (const [value, to] of values) {
    const key = value.replace(/\s+/g, ' ').trim().toLowerCase();
    // The first reason given for a value wins: names are listed before documents and contacts.
    if (key.length >= MIN_LENGTH && !wanted.has(key)) wanted.set(key, to);
  }
  const patterns = [...wanted]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([key, to]) => ({ re: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(key).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'), to }));
  return (text) => patterns.reduce((out, p) => out.replace(p.re, () => p.to), text);
}

/**
 * The changes with each field of `fields` blanked whole (its values are the person's whatever
 * they were: a phone changed twice is gone both times) and every other text passed through `erase`.
 * An empty value stays empty: that the field was filled or cleared is still the audit fact.
 */
export function eraseChanges(changes: Changes | null, fields: ReadonlyMap<string, string>, erase: (text: string) => string): Changes | null {
  if (!changes) return changes;
  const out: Changes = {};
  for (const [field, change] of Object.entries(changes)) {
    const to = fields.get(field);
    const one = (v: unknown) => (v === null || v === undefined || v === '' ? (v ?? null) : to !== undefined ? to : typeof v === 'string' ? erase(v) : v);
    out[field] = { before: one(change.before), after: one(change.after) };
  }
  return out;
}

/** The string values a field of these changes held, before or after (a person's former phone). */
export function valuesOf(changes: Changes | null, field: string): string[] {
  const c = changes?.[field];
  return c ? [c.before, c.after].filter((v): v is string => typeof v === 'string' && v.length > 0) : [];
}
