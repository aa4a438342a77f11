import fastJson from 'fast-json-stringify';
import { z } from 'zod';

const contracts = new Set<unknown>();

/** Every contract given a compiled serializer so far: a test compiles them all, as a start once did. */
export const compiledSerializerContracts = (): unknown[] => [...contracts];

/**
 * A route's response written by a serializer compiled from its zod contract (z.toJSONSchema +
 * fast-json-stringify), for the hottest routes: zod's encode and JSON.stringify were ~8% of the
 * CPU of /api/me. Unlike the zod serializer it does not validate what the handler returns (only
 * declared fields are written, as zod strips the others), so it is kept to routes whose answers
 * are built from typed rows.
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  contracts.add(schema);
  // Compiled at the route's first answer, not when fastify registers it: compiling every route's
  // serializer (each with an ajv instance of its own) was ~12% of the CPU of a start (decision 011).
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= compileSerializer(schema))(data);
}

/**
 * compiledSerializer for a route that answers the same frozen object to many requests (GET
 * /api/me, one per session until its profile changes): each object is written once.
 */
export function rememberingSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const serialize = compiledSerializer({ schema });
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = serialize(data)));
    return json;
  };
}

/** The compiled serializer of a zod contract; throws when the contract has no JSON form. */
export function compileSerializer(schema: unknown): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  return fastJson(withoutNullableAnyOf(json) as Parameters<typeof fastJson>[0]);
}

type Schema = Record<string, unknown>;
const isNull = (s: unknown) => typeof s === 'object' && s !== null && (s as Schema).type === 'null' && Object.keys(s).length === 1;

/**
 * zod writes `x.nullable()` as `anyOf: [x, {type: 'null'}]`. fast-json-stringify picks an anyOf
 * branch by running ajv over the value, so each search answer validated its whole vehicle and
 * /api/me its agency (~3% of the search's CPU, decision 010). Its own `nullable: true` keyword
 * writes the same bytes after a `=== null` test.
 */
export function withoutNullableAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNullableAnyOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withoutNullableAnyOf(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const other = anyOf.find((s) => !isNull(s)) as Schema;
    // A combinator or reference inside would be judged before `nullable`: leave those to ajv.
    if (['anyOf', 'oneOf', 'allOf', '$ref'].some((k) => k in other)) return out;
    const { anyOf: _, ...rest } = out;
    return { ...rest, ...other, nullable: true };
  }
  return out;
}
