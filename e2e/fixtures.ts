import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * A page the server rendered (decision 042) is inert until the app takes it over. Playwright's
 * clicks and fills wait for that (its controls are disabled meanwhile); its key presses do not.
 * So `page.goto` and `page.reload` here return once the app has the page, as a user's first key would need.
 */
export const test = base.extend({
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
