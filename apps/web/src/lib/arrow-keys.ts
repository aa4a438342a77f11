const steps = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
} as const;

/**
 * Where a key moves the focus in a list of `count` items (tabs, menu items): the arrows of the
 * list's axis step and wrap around, Home and End go to the ends; null for any other key.
 */
export function arrowTarget(key: string, from: number, count: number, axis: keyof typeof steps): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = (steps[axis] as Record<string, number>)[key];
  return step === undefined ? null : (from + step + count) % count;
}
