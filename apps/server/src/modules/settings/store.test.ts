import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { platformSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SETTINGS_TTL_MS, settingsStore } from './store.ts';

// What another API process sees: a save shows within SETTINGS_TTL_MS, without a query per read.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('serves reads from memory and picks up a save made elsewhere once the TTL has passed', async () => {
  let clock = 1_000_000;
  const store = settingsStore(t.db, { now: () => clock });
  await store.reload();
  expect(store.current()).toEqual(defaultSettings);

  // Another process saves: this one keeps its copy while it is fresh.
  await t.db.insert(platformSettings).values({ key: 'platform', value: { ...defaultSettings.platform, maintenanceMode: true } });
  clock += SETTINGS_TTL_MS - 1;
  expect(store.current().platform.maintenanceMode).toBe(false);
  expect((await store.fresh()).platform.maintenanceMode).toBe(false);

  // Stale: the read still answers at once, and starts a reload whose result the next read sees.
  clock += 2;
  expect(store.current().platform.maintenanceMode).toBe(false);
  await expect.poll(() => store.current().platform.maintenanceMode).toBe(true);
});

it('ignores a stored value of the wrong type and keys it does not know', async () => {
  await t.db
    .insert(platformSettings)
    .values({ key: 'security', value: { passwordMinLength: 'doze', maxLoginAttempts: 7, unknown: true } })
    .onConflictDoNothing();
  const store = settingsStore(t.db);
  const settings = await store.reload();
  expect(settings.security).toEqual({ ...defaultSettings.security, maxLoginAttempts: 7 });
});
