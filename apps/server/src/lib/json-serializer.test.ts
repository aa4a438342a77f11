import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, withoutNullableAnyOf } from './json-serializer.ts';

const inner = z.object({ id: z.string(), note: z.string().nullable(), n: z.number().int() });
const schema = z.object({ a: inner.nullable(), list: z.array(inner), tag: z.enum(['x', 'y']).nullable() });

describe('compiledSerializer', () => {
  it('writes nullable objects and values as JSON.stringify does, without an anyOf for ajv', () => {
    const write = compiledSerializer({ schema });
    for (const value of [
      { a: null, list: [], tag: null },
      { a: { id: '1', note: null, n: 2 }, list: [{ id: '"q"', note: 'ü\n', n: -3 }], tag: 'y' as const },
    ]) {
      expect(write(value)).toBe(JSON.stringify(value));
    }
    expect(JSON.stringify(withoutNullableAnyOf(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })))).not.toContain('anyOf');
  });

  it('drops undeclared fields, as zod strips them', () => {
    const write = compiledSerializer({ schema: inner });
    expect(write({ id: '1', note: null, n: 1, secret: 'x' })).toBe('{"id":"1","note":null,"n":1}');
  });
});
