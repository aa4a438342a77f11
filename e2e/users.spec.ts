import { expect, test, type Page } from './fixtures.ts';
import { demo, loginThroughForm, outboxLink, uniqueEmail } from './support.ts';

const DEMO_AGENCY = 'Despachante Demonstração Ltda';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the admin creates a user with a temporary password, who must choose a new one at first sign-in', async ({ page }) => {
  const email = uniqueEmail('temporario');
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users/new');
  await page.getByLabel('Nome completo').fill('Tereza Temporária');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Perfil/).selectOption('user');
  const client = page.getByLabel(/Cliente/);
  const option = client.locator('option', { hasText: DEMO_AGENCY });
  await client.selectOption((await option.getAttribute('value'))!);
  await page.getByRole('button', { name: 'Gerar senha temporária' }).click();
  const password = await page.getByLabel('Senha temporária').inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
  await page.getByRole('button', { name: 'Criar Usuário' }).click();
  await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // The list finds the new user by search, with the client's name.
  await page.getByLabel('Buscar por nome ou email').fill('Tereza');
  const row = page.getByRole('row', { name: /Tereza Temporária/ });
  await expect(row).toContainText(DEMO_AGENCY);
  await expect(row).toContainText('Ativo');
  await page.goto('/dashboard');
  await signOut(page);

  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/trocar-senha$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/trocar-senha$/);
  await page.getByLabel('Senha temporária').fill(password);
  await page.getByLabel('Nova senha', { exact: true }).fill('minhaSenha9');
  await page.getByLabel('Confirmar nova senha').fill('minhaSenha9');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Senha alterada')).toBeVisible();

  await signOut(page);
  await loginThroughForm(page, email, 'minhaSenha9');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the dispatcher invites a user and deactivates them, who can then no longer sign in', async ({ page, baseURL }) => {
  const email = uniqueEmail('convidado');
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  const seats = page.getByText(/\d+ de \d+ em uso/);
  const before = Number((await seats.textContent())!.split(' ')[0]);

  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByLabel('Nome completo').fill('Igor Convidado');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado')).toBeVisible();
  // The whole seat count: `N de` alone also matches the header's date on days such as the 24th.
  await expect(page.getByText(new RegExp(`^${before + 1} de \\d+ em uso$`))).toBeVisible();

  // The invitation link opens the password page; the invited user chooses a password.
  const invitedPage = await page.context().browser()!.newPage({ baseURL });
  await invitedPage.goto(await outboxLink(baseURL!, email, /Convite/));
  await expect(invitedPage).toHaveURL(/\/redefinir-senha\?token=/);
  await invitedPage.getByLabel('Nova senha', { exact: true }).fill('senhaIgor1');
  await invitedPage.getByLabel('Confirmar nova senha').fill('senhaIgor1');
  await invitedPage.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(invitedPage).toHaveURL(/\/login$/);
  await loginThroughForm(invitedPage, email, 'senhaIgor1');
  await expect(invitedPage).toHaveURL(/\/dashboard$/);

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Desativar Igor Convidado' }).click();
  await expect(page.getByText('Usuário desativado')).toBeVisible();
  await expect(page.getByRole('row', { name: /Igor Convidado/ })).toContainText('Inativo');

  // The open session ends at once, and signing in again is refused as a wrong password would be
  // (a different answer would tell a guesser the password is right).
  await invitedPage.reload();
  await expect(invitedPage).toHaveURL(/\/login$/);
  await loginThroughForm(invitedPage, email, 'senhaIgor1');
  await expect(invitedPage.getByText('Email ou senha inválidos.')).toBeVisible();
  await expect(invitedPage).toHaveURL(/\/login$/);
  await invitedPage.close();
});

test("the admin's 'Redefinir senha' asks first, naming the e-mail, and sends only when confirmed", async ({ page, baseURL }) => {
  const resets: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/reset-password')) resets.push(r.url());
  });
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByLabel('Buscar por nome ou email').fill('atendente@demo');
  const action = page.getByRole('button', { name: 'Redefinir senha de Atendente Demonstração' });

  await action.click();
  const dialog = page.getByRole('dialog', { name: 'Redefinir senha?' });
  await expect(dialog).toContainText(demo.staff);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(resets).toEqual([]);

  await action.click();
  await dialog.getByRole('button', { name: 'Enviar email de redefinição' }).click();
  await expect(page.getByText(`Enviamos um link de redefinição para ${demo.staff}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(resets).toHaveLength(1);
  expect(await outboxLink(baseURL!, demo.staff, /Redefinição de senha/)).toContain('reset-password');
});
