import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

test('the admin creates a plan and sees it listed with no clients', async ({ page }) => {
  const name = `Plano E2E ${Date.now()}`;
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('group', { name: 'MRR' })).toContainText('R$');

  await page.getByRole('button', { name: 'Novo Plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Plano' });
  await dialog.getByRole('button', { name: 'Criar Plano' }).click();
  await expect(page.getByText('Nome e preço são obrigatórios.').first()).toBeVisible();

  await dialog.getByLabel('Nome do plano').fill(name);
  await dialog.getByLabel('Preço mensal (R$)').pressSequentially('299,90');
  await expect(dialog.getByLabel('Preço mensal (R$)')).toHaveValue('299,90');
  await dialog.getByLabel('Usuários incluídos').fill('3');
  await dialog.getByLabel('Recursos (um por linha)').fill('Suporte por email\n\nRelatórios');
  await dialog.getByRole('button', { name: 'Criar Plano' }).click();
  await expect(page.getByText('Novo plano criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('R$ 299,90');
  await expect(card).toContainText('0 clientes');
  await expect(card).toContainText('3 usuários incluídos');
  await expect(card).toContainText('30 dias de teste');

  // The server agrees: the plan is offered to new agencies while active.
  const plans = (await (await page.request.get('/api/admin/plans')).json()) as { name: string; clients: number; active: boolean }[];
  expect(plans.find((p) => p.name === name)).toMatchObject({ clients: 0, active: true });
});

test("a field option created by the admin is offered in the registry's Cor select", async ({ browser }) => {
  const value = `dourado-${Date.now()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughForm(admin, demo.admin);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin/subscriptions');
  await admin.getByRole('button', { name: 'Gerenciar Opções de Campo' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Gerenciar Opções de Campo' });
  await expect(dialog.getByRole('table')).toContainText('Preta');

  const form = dialog.getByRole('form', { name: 'Nova opção' });
  await form.getByLabel('Campo').selectOption({ label: 'Cor' });
  await form.getByLabel('Valor').fill(value);
  await form.getByLabel('Rótulo').fill('Dourado');
  await form.getByLabel('Ordem').fill('1');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(admin.getByText('Opção criada')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: value })).toContainText('Dourado');
  await adminContext.close();

  const dispatcherContext = await browser.newContext();
  const page = await dispatcherContext.newPage();
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cadastro-sistema');
  const cor = page.getByRole('tabpanel', { name: 'Dados do Veículo' }).getByRole('combobox', { name: 'Cor', exact: true });
  await expect(cor.locator('option', { hasText: 'Dourado' })).toHaveCount(1);
  await cor.selectOption({ label: 'Dourado' });
  await expect(cor).toHaveValue(value);
  await dispatcherContext.close();
});
