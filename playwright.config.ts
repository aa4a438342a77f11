import { defineConfig } from '@playwright/test';

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
  // Each worker has its own server and database (e2e/app-server.ts, decision 072).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './e2e/global-setup.ts',
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
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
});
