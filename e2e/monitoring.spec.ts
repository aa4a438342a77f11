import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

// Issue 17: the admin's Monitoramento screen shows what the running server measures.

test('an administrator opens Monitoramento, sees live figures, refreshes, and registers and resolves an incident', async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/monitoring');
  await expect(page.getByRole('heading', { name: 'Monitoramento', level: 1 })).toBeVisible();

  // Live checks of this server: the database and storage answer; no SMTP in the e2e server.
  const database = page.getByRole('group', { name: 'Banco de dados' });
  await expect(database.getByText('Online')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Armazenamento' }).getByText('Online')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Memória' })).toBeVisible();

  // Atualizar measures again: the page's own requests appear under their route group.
  const updated = page.getByText(/Última atualização: \d\d:\d\d:\d\d/);
  const before = await updated.textContent();
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(updated).not.toHaveText(before!);
  await expect(page.getByRole('rowheader', { name: 'admin/monitoring' })).toBeVisible();

  const title = `Janela de manutenção ${Date.now()}`;
  await page.getByRole('button', { name: 'Registrar incidente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Tipo').selectOption('info');
  await dialog.getByLabel('Status').selectOption('scheduled');
  await dialog.getByLabel('Severidade').selectOption('low');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const incident = page.getByRole('listitem', { name: title });
  await expect(incident.getByText('Agendado')).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await incident.getByRole('button', { name: `Resolver: ${title}` }).click();
  await page.getByRole('dialog').getByLabel('Nota de resolução').fill('Manutenção concluída');
  await page.getByRole('dialog').getByRole('button', { name: 'Resolver' }).click();
  await expect(incident.getByText('Manutenção concluída')).toBeVisible();
  await expect(incident.getByText('Resolvido', { exact: true })).toBeVisible();

  // The e2e server logs at warn: its start-up warning is there, without the demo logins it lists.
  await page.getByLabel('Nível').selectOption('warn');
  const logs = page.getByRole('list', { name: 'Registros do sistema' });
  await expect(logs.getByText(/DEMO LOGINS ARE ACTIVE/).first()).toBeVisible();
  await expect(logs).not.toContainText('@');
});
