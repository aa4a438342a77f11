import type { z } from 'zod';

// Test support: the leaves of a contract (every string, number, list and unchecked value a client
// can send), found by walking the zod definitions, so a field added without a limit is noticed.

export type Leaf = {
  /** Where the value goes in the input: ['owner', 'nome'], ['features', 0], ['data', '<key>']. */
  path: readonly (string | number)[];
  kind: 'string' | 'number' | 'array' | 'recordKey' | 'unchecked';
  schema: z.ZodType;
  /** A `.catch()` above it turns a refused value into a default instead of an error. */
  caught: boolean;
};

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);
const CLOSED = new Set(['enum', 'literal', 'boolean', 'null', 'undefined', 'transform']);

/** Every leaf of `schema` (an input contract). Throws on a zod type it does not know. */
export function leavesOf(schema: z.ZodType): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (node: z.ZodType, path: (string | number)[], caught: boolean): void => {
    const def = defOf(node);
    if (WRAPPERS.has(def.type)) return walk(def.innerType as z.ZodType, path, caught || def.type === 'catch');
    if (CLOSED.has(def.type)) return;
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(child, [...path, key], caught);
        return;
      case 'pipe': {
        // A preprocess (transform → schema) checks on its way out; any other pipe checks on its way in.
        const input = def.in as z.ZodType;
        return defOf(input).type === 'transform' ? walk(def.out as z.ZodType, path, caught) : walk(input, path, caught);
      }
      case 'union':
        for (const option of def.options as z.ZodType[]) walk(option, path, caught);
        return;
      case 'array':
        leaves.push({ path, kind: 'array', schema: node, caught });
        return walk(def.element as z.ZodType, [...path, 0], caught);
      case 'record':
        walk(def.keyType as z.ZodType, [...path, '<key>'], caught);
        leaves.push({ path: [...path, '<key>'], kind: 'recordKey', schema: def.keyType as z.ZodType, caught });
        return walk(def.valueType as z.ZodType, [...path, '<value>'], caught);
      case 'string':
      case 'number':
        leaves.push({ path, kind: def.type, schema: node, caught });
        return;
      case 'unknown':
      case 'any':
        leaves.push({ path, kind: 'unchecked', schema: node, caught });
        return;
      default:
        throw new Error(`schema-walk: unknown zod type '${def.type}' at ${path.join('.')}`);
    }
  };
  walk(schema, [], false);
  // A record's key is a string leaf too; keep it once, as 'recordKey'.
  return leaves.filter((l) => !(l.kind === 'string' && l.path.at(-1) === '<key>'));
}

/** The largest length a string or list leaf accepts (null when unlimited). */
export function maxLengthOf(leaf: Leaf): number | null {
  const checks = (defOf(leaf.schema).checks ?? []) as { _zod: { def: { check: string; maximum?: number } } }[];
  const maxima = checks.filter((c) => c._zod.def.check === 'max_length').map((c) => c._zod.def.maximum!);
  return maxima.length ? Math.min(...maxima) : null;
}

/** [min, max] of a number leaf (±Infinity when open; `.int()` alone allows any safe integer). */
export function rangeOf(leaf: Leaf): [number, number] {
  const n = leaf.schema as z.ZodNumber;
  return [n.minValue ?? -Infinity, n.maxValue ?? Infinity];
}

/** The input with `value` at `path` (a list holds it as its only item). */
export function inputAt(path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [inputAt(rest, value)];
  return { [head!]: inputAt(rest, value) };
}
