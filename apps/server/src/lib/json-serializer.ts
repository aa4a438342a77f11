import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's response written by a serializer compiled from its zod contract (z.toJSONSchema +
 * fast-json-stringify), for the hottest routes: zod's encode and JSON.stringify were ~8% of the
 * CPU of /api/me. Unlike the zod serializer it does not validate what the handler returns (only
 * declared fields are written, as zod strips the others), so it is kept to routes whose answers
 * are built from typed rows.
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
