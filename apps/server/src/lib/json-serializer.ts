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

/** The compiled serializer of a zod contract; throws when the contract has no JSON form. */
export function compileSerializer(schema: unknown): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
