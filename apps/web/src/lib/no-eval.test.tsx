import { describe, expect, it } from 'vitest';
import './no-eval.ts';
import { z } from 'zod';

describe('no eval', () => {
  it('zod, loaded after it, parses without its eval-compiled fast path', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
