import { useEffect, useSyncExternalStore } from 'react';
import { PRODUCT_NAME } from '@despacha/domain/messages';
import type { PublicSettings } from '@despacha/domain/settings/defaults';

// Configurações every screen may need (platform name, support e-mail, maintenance): one small
// GET, kept here rather than in TanStack Query because the pre-rendered /login has no query
// client. Until it answers, the product's own name shows (also in the pre-rendered HTML).

const MAX_AGE_MS = 60_000;
let current: PublicSettings | null = null;
let loadedAt = 0;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Reads the settings again (now, or when older than a minute unless `force`). */
export function refreshPublicSettings(force = true): Promise<void> {
  if (pending || (!force && current && Date.now() - loadedAt < MAX_AGE_MS)) return pending ?? Promise.resolve();
  pending = fetch('/api/public-settings', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<PublicSettings>) : null))
    .then((value) => {
      if (!value) return;
      current = value;
      loadedAt = Date.now();
      listeners.forEach((listener) => listener());
    })
    .catch(() => {
      // Offline: the defaults stay until the next try.
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets what was read, as a new page would (test files share one module in a worker). */
export function forgetPublicSettings(): void {
  current = null;
  loadedAt = 0;
  pending = null;
}

/** The public settings, null until the first answer. */
export function usePublicSettings(): PublicSettings | null {
  const value = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => void refreshPublicSettings(false), []);
  return value;
}

/**
 * The platform's name for a message shown once, such as the welcome toast: it waits for a read
 * already under way, so a user who signs in before the settings answer is not greeted by the
 * product's default name.
 */
export async function platformNameNow(): Promise<string> {
  await refreshPublicSettings(false);
  return current?.platformName || PRODUCT_NAME;
}

/** Configurações > Plataforma's name: page titles, the sidebar, the login page and its toast. */
export const usePlatformName = (): string => usePublicSettings()?.platformName || PRODUCT_NAME;
