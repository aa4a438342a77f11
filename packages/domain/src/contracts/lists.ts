import { z } from 'zod';
import { formatMessages as f } from '../messages.ts';

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

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * A server-sorted list's `sort` and `dir` query fields: only the list's own keys (each maps to
 * one indexed or cheap expression on the server), anything else is refused with a 400.
 */
export const sortFields = <K extends string>(keys: readonly [K, ...K[]], defaultKey: K, defaultDir: SortDirection) => ({
  sort: z.enum(keys, { error: f.sortInvalid }).optional().default(defaultKey),
  dir: z.enum(sortDirections, { error: f.sortInvalid }).optional().default(defaultDir),
});
