import { defaultSettings, type AllSettings } from '@despacha/domain/settings/defaults';
import type { Db } from '../../db/client.ts';
import { readSettings } from './queries.ts';

/** How stale another process's save may look here (this process reloads at once after its own). */
export const SETTINGS_TTL_MS = 5_000;

export type SettingsStore = {
  /** The settings as last read, without waiting: for checks that run on every request. */
  current(): AllSettings;
  /** The settings, read again when older than the TTL. */
  fresh(): Promise<AllSettings>;
  /** Reads them now (after a save). */
  reload(): Promise<AllSettings>;
};

/**
 * Settings read on hot paths (maintenance, session idle time, e-mail verification at sign-in)
 * come from memory; a read older than SETTINGS_TTL_MS starts a reload in the background, so
 * every API process sees a save within a few seconds without a query per request.
 */
export function settingsStore(db: Db, o: { now?: () => number; onError?: (err: unknown) => void } = {}): SettingsStore {
  const now = o.now ?? Date.now;
  let value: AllSettings = defaultSettings;
  let readAt = -Infinity;
  let pending: Promise<AllSettings> | null = null;

  /** Always a new read: one begun before a save must not be what the save's own reload returns. */
  function reload(): Promise<AllSettings> {
    const read: Promise<AllSettings> = readSettings(db).then((v) => {
      // An older read finishing late never overwrites a newer one.
      if (pending === read || readAt === -Infinity) {
        value = v;
        readAt = now();
      }
      return v;
    });
    pending = read;
    read.then(
      () => pending === read && (pending = null),
      () => pending === read && (pending = null),
    );
    return read;
  }

  return {
    current() {
      if (now() - readAt > SETTINGS_TTL_MS && !pending) reload().catch((err) => o.onError?.(err));
      return value;
    },
    async fresh() {
      return now() - readAt > SETTINGS_TTL_MS ? reload() : value;
    },
    reload,
  };
}
