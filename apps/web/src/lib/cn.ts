import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge: it cost ~8 KB gzipped on the login route,
 * so primitives never rely on a later utility overriding an earlier one of the same kind
 * (use variants, or responsive prefixes, instead).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
