import { desc, eq, inArray, sql } from 'drizzle-orm';
import { defaultSettings, settingsTabs, type AllSettings, type SettingsTab } from '@despacha/domain/settings/defaults';
import type { SettingsHistoryItem } from '@despacha/domain/settings/contracts';
import type { Db } from '../../db/client.ts';
import { platformSettings, platformSettingsHistory, profiles } from '../../db/schema/index.ts';

// Each tab is one platform_settings document (key = tab name, like billing's 'billing'); a field
// never saved reads as its spec §9 default, so a new field needs no migration.

type Row = { key: string; value: Record<string, unknown> };

function merged(rows: Row[]): AllSettings {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const tab = <T extends SettingsTab>(t: T): AllSettings[T] => ({ ...defaultSettings[t], ...pick(byKey.get(t), defaultSettings[t]) });
  return { platform: tab('platform'), security: tab('security'), notifications: tab('notifications') };
}

/** Only the keys the defaults know, with the defaults' types: a stray or hand-edited value is ignored. */
function pick<T extends object>(stored: Record<string, unknown> | undefined, defaults: T): Partial<T> {
  if (!stored) return {};
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(defaults)) {
    if (typeof stored[k] === typeof v) out[k as keyof T] = stored[k] as T[keyof T];
  }
  return out;
}

/** Every tab over its defaults, in one query. */
export async function readSettings(db: Db): Promise<AllSettings> {
  const rows = await db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, [...settingsTabs]));
  return merged(rows);
}

export type Change = { field: string; from: unknown; to: unknown };

/**
 * Saves a whole tab (validated by the caller) and records what changed, in one transaction; the
 * row of the tab is locked first so two admins saving at once both get their changes in the history.
 * Returns the changes (empty when nothing changed: no history row then).
 */
export async function saveSettingsTab<T extends SettingsTab>(db: Db, tab: T, value: AllSettings[T], userId: string): Promise<Change[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${tab}`}))`);
    const [row] = await tx.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, tab));
    const before = { ...defaultSettings[tab], ...pick(row?.value, defaultSettings[tab]) } as Record<string, unknown>;
    const changes: Change[] = Object.entries(value as Record<string, unknown>)
      .filter(([field, to]) => before[field] !== to)
      .map(([field, to]) => ({ field, from: before[field], to }));
    if (changes.length === 0) return changes;
    const stored = value as Record<string, unknown>;
    await tx
      .insert(platformSettings)
      .values({ key: tab, value: stored, updatedBy: userId })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: stored, updatedBy: userId, updatedAt: sql`now()` } });
    await tx.insert(platformSettingsHistory).values({ key: tab, changes, changedBy: userId });
    return changes;
  });
}

export const HISTORY_LIMIT = 50;

/** The latest saves, newest first, with who made them. */
export async function settingsHistory(db: Db): Promise<SettingsHistoryItem[]> {
  const rows = await db
    .select({
      id: platformSettingsHistory.id,
      key: platformSettingsHistory.key,
      changes: platformSettingsHistory.changes,
      changedByName: profiles.name,
      changedAt: platformSettingsHistory.changedAt,
    })
    .from(platformSettingsHistory)
    .leftJoin(profiles, eq(profiles.id, platformSettingsHistory.changedBy))
    .orderBy(desc(platformSettingsHistory.changedAt), desc(platformSettingsHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    tab: r.key as SettingsTab,
    changes: r.changes,
    changedByName: r.changedByName ?? null,
    changedAt: r.changedAt.toISOString(),
  }));
}
