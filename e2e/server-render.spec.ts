import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

// Decision 042: a signed-in page arrives rendered for its session; the app then replaces it.

test('a signed-in page is on screen before any script runs, inert, its controls disabled', async ({ page, browser }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const noScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const bare = await noScripts.newPage();
    await bare.goto('/cadastro-sistema');
    await expect(bare).toHaveTitle('Cadastro do Sistema | Despacha');
    await expect(bare.getByRole('heading', { level: 1, name: 'Cadastro do Sistema' })).toBeVisible();
    await expect(bare.getByText('Gerente Demonstração').first()).toBeVisible();
    await expect(bare.locator('#root > fieldset[disabled][inert]')).toHaveCount(1);
    await expect(bare.getByRole('button', { name: 'Salvar Cadastro' })).toBeDisabled();
  } finally {
    await noScripts.close();
  }
});

test('the app takes the page over with the session it came with: no /api/me, no spinner, the form works', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sessionReads: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/me') && sessionReads.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Whatever the app shows at any moment after the first paint: never the full-page spinner.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.min-h-dvh > [role="status"]')) document.documentElement.dataset.sawSpinner = '1';
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/cadastro-sistema');
  await expect(page.locator('#root > fieldset')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Buscar cadastro' })).toBeFocused();
  const plate = page.getByRole('tabpanel', { name: 'Dados do Veículo', exact: true }).getByLabel('Placa', { exact: true });
  await plate.fill('ABC1D23');
  await expect(plate).toHaveValue('ABC1D23');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('dialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bem-vindo, Gerente Demonstração!$/ })).toBeVisible();

  expect(sessionReads).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.sawSpinner ?? null)).toBeNull();
});
