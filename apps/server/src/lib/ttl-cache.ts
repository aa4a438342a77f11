/** A small in-process cache whose entries expire; bounded so it cannot grow without limit. */
export function ttlCache<V>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: V) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + ttlMs });
    },
    delete(key: string) {
      entries.delete(key);
    },
    deleteWhere(matches: (value: V) => boolean) {
      for (const [key, hit] of entries) if (matches(hit.value)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
