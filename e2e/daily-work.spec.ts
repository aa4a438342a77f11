import { expect, test, type Page } from './fixtures.ts';
import { generateCpf, generateLicensePlate, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 13: the daily-work flaws of Cadastro do Sistema and the dashboard, as a user meets them.

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true }).first();

/** A saved owner, vehicle and service of the demo agency, registered through the API as the page's user. */
async function registerThroughApi(page: Page) {
  const saved = await saveRegistration(page, { owner: { nome: `Exigência E2E ${Date.now()}` } });
  return { ...saved, headers: { origin: new URL(page.url()).origin } };
}

test('each quick action opens its own tab with the cursor in its first field', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const actions = page.getByRole('navigation', { name: 'Ações Rápidas' });
  for (const [action, tabName, field] of [
    ['Novo Serviço', 'Cadastro do Serviço', page.getByRole('combobox', { name: 'Serviço', exact: true })],
    ['Cadastrar Cliente', 'Cadastro do Proprietário', page.getByRole('textbox', { name: 'Nome', exact: true })],
    ['Cadastrar Veículo', 'Dados do Veículo', page.getByRole('combobox', { name: 'Assinatura (veículo)', exact: true })],
  ] as const) {
    await actions.getByRole('link', { name: action }).click();
    await expect(tab(page, tabName)).toHaveAttribute('aria-selected', 'true');
    await expect(field).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('leaving Cadastro do Sistema with unsaved changes asks; Back after leaving shows the saved record', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cadastro-sistema');
  const placa = panel(page, 'Dados do Veículo').getByLabel('Placa', { exact: true });
  const plate = generateLicensePlate().toUpperCase();
  await placa.fill(plate);

  await sidebarLink(page, 'Dashboard').click();
  const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cadastro-sistema/);
  await expect(placa).not.toHaveValue('');

  // Save, leave, come Back: the saved record is shown again.
  await panel(page, 'Dados do Veículo').getByLabel('RENAVAM', { exact: true }).fill(generateRenavam());
  await tab(page, 'Cadastro do Proprietário').click();
  await panel(page, 'Cadastro do Proprietário').getByLabel('Nome', { exact: true }).fill(`Volta E2E ${Date.now()}`);
  await panel(page, 'Cadastro do Proprietário').getByLabel('CPF', { exact: true }).fill(generateCpf());
  await page.getByRole('button', { name: 'Salvar Cadastro' }).click();
  await expect(page.getByText('Cadastro salvo com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/veiculo=/);
  await sidebarLink(page, 'Dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await tab(page, 'Dados do Veículo').click();
  await expect(placa).toHaveValue(new RegExp(plate.slice(0, 3)));

  // Typed again: closing the tab asks through the browser's own prompt (dismissed: the page stays)...
  await panel(page, 'Dados do Veículo').getByLabel('Marca', { exact: true }).fill('Fiat');
  const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.type()), void d.dismiss())));
  await page.close({ runBeforeUnload: true });
  expect(await prompt).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(panel(page, 'Dados do Veículo').getByLabel('Marca', { exact: true })).toHaveValue('Fiat');
  // ...and Sair sem salvar leaves for real.
  await sidebarLink(page, 'Dashboard').click();
  await page.getByRole('dialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a service moved to exigência is listed on the dashboard and opens its record, marked', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { vehicle, service, headers } = await registerThroughApi(page);
  const moved = await page.request.post(`/api/services/${service.id}/movements`, { headers, data: { position: 'exigencia', note: 'Falta procuração' } });
  expect(moved.status()).toBe(201);

  await page.reload();
  const list = page.getByRole('list', { name: 'Serviços em exigência' });
  const item = list.getByRole('link').filter({ hasText: `Nº ${service.number} —` });
  await expect(item).toBeVisible();
  await expect(list.getByRole('link').first()).toContainText(`Nº ${service.number} —`);
  await expect(item).toContainText('Transferência de propriedade');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/cadastro-sistema\\?veiculo=${vehicle.id}&servico=${service.id}`));
  // The record's own status line (the dashboard's activity lines also name the service until the screen changes).
  await expect(page.getByText(new RegExp(`^Editando: .* — Serviço nº ${service.number}(?!\\d)`))).toBeVisible();
  await expect(page.getByText('Em exigência', { exact: true })).toBeVisible();
});

test('at 390 px every checklist row shows Recebido and Anexar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { vehicle, service } = await registerThroughApi(page);
  await page.goto(`/cadastro-sistema?veiculo=${vehicle.id}&servico=${service.id}`);
  await tab(page, 'Documentos e Processo').click();
  const table = page.getByRole('table', { name: 'Documentos do serviço' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('checkbox') });
  // Every document of the checklist (17), once the tab has loaded them.
  await expect(rows).toHaveCount(17);
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    for (const control of [rows.nth(i).getByRole('checkbox', { name: /^Recebido:/ }), rows.nth(i).getByText('Anexar', { exact: true })]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  }
  // Neither the table nor the page scrolls sideways: nothing is out of sight.
  expect(await table.evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Lists keep their row actions in view (issue 34 item 6): Orçamentos on the phone...
  await page.goto('/orcamentos');
  const quoteActions = page
    .getByRole('table')
    .getByRole('link', { name: /^Imprimir/ })
    .first();
  await expect(quoteActions).toBeInViewport();
  const quoteBox = (await quoteActions.boundingBox())!;
  expect(quoteBox.x + quoteBox.width).toBeLessThanOrEqual(390);
  // ...and Retorno de Exigência fits a 1366 px screen, Situação and actions included.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/retorno-exigencia');
  const queue = page.getByRole('table');
  await expect(queue.getByRole('columnheader', { name: 'Situação' })).toBeInViewport();
  await expect(queue.getByRole('button', { name: /^Retornar/ }).first()).toBeInViewport();
  expect(await queue.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
});
