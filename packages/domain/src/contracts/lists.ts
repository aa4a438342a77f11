import { z } from 'zod';

// The shapes every paged admin list answers with, written once.

/** Whole-number counters, e.g. a list's summary cards: `counts('total', 'active')`. */
export const counts = <K extends string>(...keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

/** One page of a list: its rows, how many match in all, which page, and the summary over every match. */
export const pagedResponse = <I extends z.ZodType, S extends z.ZodType>(item: I, summary: S) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    summary,
  });
