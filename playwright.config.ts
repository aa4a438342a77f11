import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One fresh data folder per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No fades: axe measured a toast's text halfway through sonner's fade as low contrast (CI, stop 24).
    reducedMotion: 'reduce',
    // Recording a trace for every test (kept only on failure) cost a quarter of the suite's time
    // on a 2-core machine (registry + agenda specs: 24 s with, 18 s without). A failing test leaves
    // its screenshot; `npx playwright test --trace retain-on-failure <spec>` records the trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    // The production build served by the real server on a fresh embedded database, started as
    // `npm start` starts it: the builds are brought up to date first (nothing to do after `npm test`'s).
    command: 'node scripts/prepare.mjs && node --max-semi-space-size=4 apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      AUTH_SIGNIN_PER_MINUTE: '500',
      LOG_LEVEL: 'warn',
      // Lets parallel work build the web app into its own folder.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
