import { useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';
export type Sort<K extends string> = { key: K; direction: SortDirection };

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * Client-side sorting and paging of a list the server already filtered (one agency's origins,
 * at most a few hundred rows). Empty values sort last in either direction.
 */
export function useSortedPages<T, K extends string>(rows: readonly T[], valueOf: (row: T, key: K) => string, initial: Sort<K>, pageSize = 20) {
  const [sort, setSort] = useState(initial);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = valueOf(a, sort.key);
      const y = valueOf(b, sort.key);
      if (!x || !y) return x ? -1 : y ? 1 : 0;
      return sign * collator.compare(x, y);
    });
  }, [rows, sort, valueOf]);

  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);

  const toggleSort = (key: K) => {
    setSort((prev) => ({ key, direction: prev.key === key && prev.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

  return {
    sort,
    toggleSort,
    page: current,
    pageSize,
    total: sorted.length,
    setPage,
    rows: sorted.slice((current - 1) * pageSize, current * pageSize),
  };
}
