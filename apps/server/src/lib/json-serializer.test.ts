import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, rememberingSerializer, withoutNullableAnyOf } from './json-serializer.ts';

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

describe('rememberingSerializer', () => {
  it('writes a frozen answer once and an unfrozen one every time, as the compiled serializer writes them', () => {
    const write = rememberingSerializer({ schema: inner });
    const frozen = Object.freeze({ id: '1', note: null, n: 1 });
    const first = write(frozen);
    expect(first).toBe('{"id":"1","note":null,"n":1}');
    expect(write(frozen)).toBe(first);
    // Kept by identity: an equal frozen object is written on its own, and a changed open one anew.
    expect(write(Object.freeze({ id: '2', note: 'x', n: 2 }))).toBe('{"id":"2","note":"x","n":2}');
    const open = { id: '3', note: null as string | null, n: 3 };
    expect(write(open)).toBe('{"id":"3","note":null,"n":3}');
    open.note = 'mudou';
    expect(write(open)).toBe('{"id":"3","note":"mudou","n":3}');
  });

  it('answers a frozen object from what it wrote the first time (so what an answer holds must not change)', () => {
    const write = rememberingSerializer({ schema });
    const nested = { id: '1', note: null as string | null, n: 1 };
    const answer = Object.freeze({ a: nested, list: [], tag: null });
    const first = write(answer);
    nested.note = 'depois';
    expect(write(answer)).toBe(first);
  });
});
