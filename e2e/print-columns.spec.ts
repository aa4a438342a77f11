import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

// The browser's print of a form: a long value with no space to break at (an e-mail) wraps inside
// its column instead of running over the next one. Layout only a real browser computes.

test('printing Cancelamento de Intenção de Venda keeps a long e-mail inside its column', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cancelamento-intencao-venda');
  await page.getByRole('tab', { name: 'Preenchimento Manual', exact: true }).click();
  const email = 'departamento.financeiro.compras.veiculos.usados@concessionaria-exemplo.com.br';
  await page.getByRole('region', { name: 'Dados do Vendedor' }).getByLabel('Email (obrigatório)', { exact: true }).fill(email);

  await page.emulateMedia({ media: 'print' });
  const value = page.locator('[data-print-area]').first().getByText(email, { exact: true });
  await expect(value).toBeVisible();
  // Overflowing, the text is wider than its box (454 px in a 311 px column before the fix).
  const [scrollWidth, clientWidth, lineHeight, height] = await value.evaluate((el) => [
    el.scrollWidth,
    el.clientWidth,
    parseFloat(getComputedStyle(el).lineHeight),
    el.getBoundingClientRect().height,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(height).toBeGreaterThan(lineHeight * 1.5);
});
