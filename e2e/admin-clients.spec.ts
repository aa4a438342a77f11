import fs from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm, outboxLink, uniqueEmail } from './support.ts';

/** A valid numeric CNPJ whose first 12 digits come from the clock, so each run registers a new one. */
function uniqueCnpj(): string {
  const base = String(Date.now()).slice(-8).padStart(8, '0') + '0001';
  const digit = (s: string) => {
    const weights = s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = [...s].reduce((acc, ch, i) => acc + Number(ch) * weights[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

test('the admin registers a client with its first user, finds it, changes its plan and sees the history', async ({ page, baseURL }) => {
  const stamp = Date.now();
  const name = `Despachante Itaboraí E2E ${stamp}`;
  const adminEmail = uniqueEmail('responsavel');
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/clients');
  const total = page.getByRole('group', { name: 'Total de Clientes' }).getByTestId('stat-value');
  await expect(total).toHaveText(/^\d/);
  const totalBefore = Number((await total.innerText()).replace(/\D/g, ''));

  // New client: the spec's required-field toast first, then a complete registration.
  await page.getByRole('link', { name: 'Novo Cliente' }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/new$/);
  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();
  await expect(page.getByText('Campos obrigatórios', { exact: true })).toBeVisible();

  await page.getByLabel('Nome / Razão Social').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(`contato.${stamp}@itaborai.com.br`);
  await page.getByLabel('CNPJ').pressSequentially(uniqueCnpj());
  await page.getByRole('tab', { name: 'Endereço' }).click();
  await page.getByLabel('Cidade').fill('Itaboraí');
  await page.getByLabel('UF').selectOption('RJ');
  await page.getByRole('tab', { name: 'Plano e acesso' }).click();
  await page.getByRole('combobox', { name: 'Plano' }).selectOption('basico');
  await page.getByLabel('Status inicial').selectOption('suspended');
  await page.getByLabel('Nome do administrador').fill('Roberta Responsável');
  await page.getByLabel('Email do administrador').fill(adminEmail);
  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();
  await expect(page.getByText('Cliente cadastrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(total).toHaveText((totalBefore + 1).toLocaleString('pt-BR'));

  // The first user was invited to set a password.
  expect(await outboxLink(baseURL!, adminEmail, /Convite/)).toContain('/api/auth/reset-password/');

  // Found by search (accents ignored) and by the status filter.
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(`itaborai e2e ${stamp}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Suspenso');
  await expect(row).toContainText('Básico');
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('');
  await page.getByRole('button', { name: 'Cancelado', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('button', { name: 'Suspenso', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // Export of the filtered list.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Planilha CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`${name};`);
  expect(
    csv
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .every((line) => line.includes(';Suspenso;')),
  ).toBe(true);

  // Change its plan: an upgrade, recorded with the reason.
  await page.getByRole('button', { name: `Alterar assinatura de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar assinatura' });
  await dialog.getByRole('button', { name: 'Registrar mudança' }).click();
  await expect(page.getByText('Dados incompletos', { exact: true })).toBeVisible();
  await dialog.getByLabel('Novo plano').selectOption('avancado');
  await dialog.getByLabel('Novo status').selectOption('active');
  await dialog.getByLabel('Motivo da mudança (opcional)').fill('Pagamento regularizado e equipe maior');
  await dialog.getByRole('button', { name: 'Registrar mudança' }).click();
  await expect(page.getByText('Mudança registrada', { exact: true })).toBeVisible();
  await expect(page.getByText('Assinatura atualizada', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The suspended list refreshed: the client left it.
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The detail shows the new plan, the first user and the history entry.
  await page.getByRole('button', { name: 'Todos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(name);
  await page.getByRole('link', { name: `Ver ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Status' })).toContainText('Ativo');
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Roberta Responsável' })).toContainText('Despachante');
  await page.getByRole('tab', { name: 'Faturamento' }).click();
  await expect(page.getByText('R$ 699,00').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Atividade' }).click();
  await expect(
    page.getByText(/Assinatura alterada \(Upgrade\): plano Básico → Avançado; status Suspenso → Ativo\. Motivo: Pagamento regularizado/),
  ).toBeVisible();

  // And in the platform-wide history, with the changer's name.
  const changes = (await (await page.request.get('/api/admin/subscription-changes')).json()) as {
    clientName: string;
    changeType: string;
    changedByName: string;
  }[];
  expect(changes[0]).toMatchObject({ clientName: name, changeType: 'upgrade', changedByName: 'Administrador da Plataforma' });
});

test('the admin edits a client on /edit and the change persists', async ({ page }) => {
  const city = `Petrópolis - Centro ${Date.now()}`;
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/clients');
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('Petrópolis');
  await page.getByRole('link', { name: 'Editar Petrópolis Serviços Automotivos' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('Cidade').fill(city);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cliente atualizado', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/\/edit$/);
  await page.reload();
  await expect(page.getByLabel('Cidade')).toHaveValue(city);
  await expect(page.getByLabel('Cidade')).toBeDisabled();
  // The trail names the edited field, not a bare "atualizados".
  await page.getByRole('tab', { name: 'Atividade' }).click();
  await expect(page.getByText('Dados do cliente Petrópolis Serviços Automotivos atualizados: Cidade').first()).toBeVisible();
});

/** The server's order for names: lower case without accents, compared as plain text. */
const fold = (name: string) => name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

test("the clients list filters 'Em teste' and sorts by a column header, on the server", async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/clients');
  const table = page.getByRole('table', { name: 'Lista de clientes' });
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows.first()).toBeVisible();

  // Em teste: only trial clients, the seeded ones among them.
  await page.getByRole('button', { name: 'Em teste' }).click();
  await expect(page.getByRole('button', { name: 'Em teste' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('row').filter({ hasText: 'Despachante Volta Redonda' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'São Gonçalo Despachante' })).toBeVisible();
  for (const row of await bodyRows.all()) await expect(row).toContainText('Em teste');
  await page.getByRole('button', { name: 'Todos' }).click();

  // Sorting by "Cliente": the server's order, ascending then descending, said by aria-sort.
  const header = table.getByRole('columnheader', { name: /Cliente/ });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect(table.getByRole('columnheader', { name: /Cadastro/ })).toHaveAttribute('aria-sort', 'descending');
  const names = async () => (await bodyRows.locator('td:first-child a').allInnerTexts()).map((n) => n.trim());
  const sorting = page.waitForResponse((r) => r.url().includes('/api/admin/clients?') && r.url().includes('sort=name&dir=asc'));
  await header.getByRole('button').click();
  await sorting;
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await names();
  expect(ascending.length).toBeGreaterThan(3);
  expect(ascending).toEqual([...ascending].sort((a, b) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0)));

  // The keyboard reverses it.
  const reversing = page.waitForResponse((r) => r.url().includes('sort=name&dir=desc'));
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await reversing;
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await names();
  expect(descending.map(fold)).toEqual(descending.map(fold).sort().reverse());

  // A sort key outside the list's own is refused in pt-BR.
  const refused = await page.request.get('/api/admin/clients?sort=password');
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('Ordenação inválida');
});
