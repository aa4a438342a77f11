import { test as base } from '@playwright/test';
import { startAppServer } from './app-server.ts';

export * from '@playwright/test';

/**
 * A page the server rendered (decision 042) is inert until the app takes it over. Playwright's
 * clicks and fills wait for that (its controls are disabled meanwhile); its key presses do not.
 * So `page.goto` and `page.reload` here return once the app has the page, as a user's first key would need.
 */
export const test = base.extend<object, { appServerUrl: string }>({
  // One server per worker (app-server.ts); a worker replaced after a failure gets the next port.
  appServerUrl: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) => {
      const server = await startAppServer(Number(process.env.E2E_PORT ?? 3210) + workerInfo.workerIndex);
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ appServerUrl }, use) => use(appServerUrl),
  page: async ({ page }, use) => {
    const takenOver = () => page.locator('#root > fieldset[inert]').waitFor({ state: 'detached' });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await takenOver();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await takenOver();
      return response;
    };
    await use(page);
  },
});
