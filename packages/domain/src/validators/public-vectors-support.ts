import { describe, expect, it } from 'vitest';

/**
 * A public library's test vector: the value and the library's verdict. A third element is the
 * reason we answer the other way on purpose; without it, we must agree with the library.
 */
export type Vector = readonly [value: string, library: boolean, whyWeDiffer?: string];

/** One library's test file: cited by repository, commit and path so anyone can re-read it. */
export type Source = { name: string; cite: string; check: (value: string) => boolean; vectors: readonly Vector[] };

export function checkSources(sources: readonly Source[]) {
  describe.each(sources)('$name — $cite', ({ check, vectors }) => {
    const rows = vectors.map(([value, library, whyWeDiffer]) => ({ value, library, whyWeDiffer }));
    it.each(rows)('$value (library: $library)', ({ value, library, whyWeDiffer }) => {
      expect(check(value)).toBe(whyWeDiffer ? !library : library);
    });
  });
}
