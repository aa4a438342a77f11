// What this module exports for the other modules (lint: they import nothing else of it).
export { readSettings } from './queries.ts';
export { settingsStore } from './store.ts';
export type { SettingsStore } from './store.ts';
