import { shiftDay, weekOf } from '../agency-calendar.ts';

// How the agenda screen arranges what the API listed (decision 038). No zod: the page imports these.

export type Group<T> = { key: string; items: T[] };

/** Consecutive runs of the same day, in the order given (the API sorts by day and time). */
export function groupByDay<T>(items: readonly T[], dayOf: (item: T) => string): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const key = dayOf(item);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * One group per posto as typed (trimmed), in alphabetical order, the ones with no posto last;
 * each keeps the API's order (day, then time).
 */
export function groupByPosto<T extends { posto: string }>(items: readonly T[]): Group<T>[] {
  const byPosto = new Map<string, T[]>();
  for (const item of items) {
    const key = item.posto.trim();
    byPosto.set(key, [...(byPosto.get(key) ?? []), item]);
  }
  return [...byPosto.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : collator.compare(a, b))).map(([key, list]) => ({ key, items: list }));
}

/** The Monday-to-Sunday week `weeks` weeks away from the week of `day`. */
export function shiftWeek(day: string, weeks: number): { from: string; to: string } {
  return weekOf(shiftDay(weekOf(day).from, weeks * 7));
}

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** "segunda-feira" for 2026-11-23: the day's name in pt-BR (the ISO day is a calendar day, no zone). */
export const weekdayName = (day: string) => weekday.format(new Date(`${day}T12:00:00Z`));
