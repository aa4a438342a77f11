import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { generateCpf, generateLicensePlate } from '@brazilian-utils/brazilian-utils';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 17 items 8–9: the dispatcher opens a client's record, then finds that view in Auditoria,
// by the client's CPF, with who did it; a plain user has no Auditoria.

test('Auditoria: opening a client is recorded and found by CPF', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cpf = generateCpf();
  const plate = generateLicensePlate().toUpperCase();
  const name = `Cliente Auditado ${Date.now()}`;
  await saveRegistration(page, { owner: { nome: name, cpf, cel: '(21) 98765-4321' }, vehicle: { placa: plate, chassis: '' }, service: null });

  // Opening the record in Cadastro do Sistema.
  await page.goto('/cadastro-sistema');
  const box = page.getByRole('searchbox', { name: 'Buscar cadastro' });
  await box.fill(cpf);
  await box.press('Enter');
  await page.getByRole('tab', { name: 'Cadastro do Proprietário', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Cadastro do Proprietário' }).getByLabel('Nome', { exact: true })).toHaveValue(name);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\/auditoria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();

  await page.getByLabel('CPF, CNPJ ou placa').fill(cpf);
  await page.getByLabel('Ação').selectOption({ label: 'Visualizou' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: `(${name})` })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Visualizou');
  await expect(row).toContainText('Despachante');
  // The search finds only that person's records.
  await expect(page.getByRole('row').filter({ hasNotText: name })).toHaveCount(1); // the header row

  // A CPF that is not one is refused under the field.
  await page.getByLabel('CPF, CNPJ ou placa').fill('123');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('form', { name: 'Filtrar' }).getByText('Informe um CPF, CNPJ ou placa válido.')).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('Auditoria: a plain user has none; the admin reads every agency and the platform', async ({ page }) => {
  await loginThroughForm(page, demo.staff);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Auditoria' })).toHaveCount(0);
  await page.goto('/auditoria');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  await loginThroughForm(page, demo.admin);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/admin/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria da plataforma' })).toBeVisible();
  await page.getByLabel('Ação').selectOption({ label: 'Entrou' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  // The staff member's sign-in above, in their agency; the admin's own as a platform event.
  await expect(page.getByRole('row').filter({ hasText: 'Usuário' }).filter({ hasText: 'entrou no sistema' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Plataforma' }).filter({ hasText: 'Administrador' }).first()).toBeVisible();
});
