import type { SortDirection } from '@despacha/domain/contracts/lists';

export type { SortDirection };
export type SortState<K extends string = string> = { key: K; dir: SortDirection };
/** What a column sorts by in the browser; null (no value) sorts last whichever the direction. */
export type SortValue = string | number | boolean | null | undefined;

/** A click on a header: the same column flips its direction, another column starts ascending. */
export function nextSort<K extends string>(current: SortState<K> | undefined, key: K): SortState<K> {
  if (current?.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const isEmpty = (v: SortValue) => v === null || v === undefined || v === '';

/**
 * Small lists sorted in the browser: pt-BR order (accents and case do not decide), empty values
 * last, equal values in their original order (Array.prototype.sort is stable).
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, dir: SortDirection): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((ra, rb) => {
    const a = value(ra);
    const b = value(rb);
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return sign * compareValues(a, b);
  });
}

/** aria-sort of a header: only the sorted column says its direction. */
export const ariaSort = (sort: SortState | undefined, key: string) => (sort?.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none');
