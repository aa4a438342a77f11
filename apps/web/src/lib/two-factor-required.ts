import { useSyncExternalStore } from 'react';

// The admin API answered TWO_FACTOR_REQUIRED (twoFactorAuth setting, decision 033): the admin
// guard shows the enrolment screen instead of the page until the administrator enrols.
let required = false;
const listeners = new Set<() => void>();

export function setTwoFactorRequired(value: boolean) {
  if (required === value) return;
  required = value;
  for (const listener of listeners) listener();
}

export function useTwoFactorRequired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => required,
    // The server renders a page for a session it read, before any admin answer said otherwise.
    () => false,
  );
}
