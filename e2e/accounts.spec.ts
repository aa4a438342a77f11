import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm, outboxLink, uniqueEmail } from './support.ts';

test('sign up, confirm through the outbox link, create the agency, see the dashboard and the date, log out, log in', async ({ page, baseURL }) => {
  const email = uniqueEmail('novo');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome completo').fill('Joana Despachante');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await expect(page.getByText('Verifique seu email para confirmar a conta.')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('');

  // Not confirmed yet: the server refuses the login and says why.
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Erro no login')).toBeVisible();
  await expect(page.getByText(/Email não confirmado/).first()).toBeVisible();

  const link = await outboxLink(baseURL!, email, /Confirme seu email/);
  await page.goto(link);
  // Confirmed and signed in, with no agency yet: onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('Nome da agência').fill('Despachante Joana');
  await page.getByLabel('CNPJ').fill('12ABC34501DE35');
  await expect(page.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  await page.getByLabel('Email').fill('contato@joana.com.br');
  await page.getByLabel('Telefone').fill('21987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(21) 98765-4321');
  await page.getByRole('radio', { name: /Intermediário/ }).check();
  await page.getByRole('button', { name: /Criar agência/ }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Bem-vindo, Joana Despachante/ })).toBeVisible();
  await expect(page.getByText('Despachante Joana').first()).toBeVisible();
  await expect(page.getByText('Despachante', { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  await expect(page.getByTestId('today')).toHaveText(today);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logout realizado')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughForm(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
});

test('signup shows the spec messages under the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome completo').fill('   ');
  await page.getByLabel('Email').fill('x@y.com');
  await page.getByLabel('Senha', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await loginThroughForm(page, 'gerente@demo.despacha.local', 'errada999');
  await expect(page.getByText('Erro no login')).toBeVisible();
  await expect(page.getByText('Email ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('password recovery: forgot link, reset e-mail, new password works', async ({ page, baseURL }) => {
  const email = uniqueEmail('esqueci');
  // A confirmed account to recover.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome completo').fill('Lucas');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('antiga123');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await page.goto(await outboxLink(baseURL!, email, /Confirme seu email/));
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/esqueci-senha$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Email enviado').first()).toBeVisible();

  await page.goto(await outboxLink(baseURL!, email, /Redefinição de senha/));
  await expect(page).toHaveURL(/\/redefinir-senha\?token=/);
  await page.getByLabel('Nova senha', { exact: true }).fill('nova12345');
  await page.getByLabel('Confirmar nova senha').fill('nova12345');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha redefinida').first()).toBeVisible();

  await loginThroughForm(page, email, 'nova12345');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('Minha conta: the user changes their name, sees it in the sidebar, and reaches the password change', async ({ page }) => {
  const email = uniqueEmail('conta');
  // An agency user made by the admin (in a seeded client with free seats), so this test renames nobody else.
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  const api = page.request;
  const clients = (await (await api.get('/api/admin/users/clients')).json()) as { id: string; name: string }[];
  const agency = clients.find((c) => c.name === 'Despachante Copacabana')!;
  const created = await api.post('/api/admin/users', {
    data: { name: 'Célia Conta', email, phone: '', role: 'user', clientId: agency.id, temporaryPassword: 'Abc12345' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  await page.getByRole('button', { name: 'Sair' }).click();
  await loginThroughForm(page, email, 'Abc12345');
  await expect(page).toHaveURL(/\/trocar-senha$/);
  await page.getByLabel('Senha temporária').fill('Abc12345');
  await page.getByLabel('Nova senha', { exact: true }).fill('contaNova9');
  await page.getByLabel('Confirmar nova senha').fill('contaNova9');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Nome', { exact: true }).fill('Célia Conta Ribeiro');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Nome atualizado', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Célia Conta Ribeiro')).toBeVisible();
  // Stored: a reload (a new /api/me) still shows it.
  await page.reload();
  await expect(sidebar.getByText('Célia Conta Ribeiro')).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Célia Conta Ribeiro');

  await page.getByRole('link', { name: 'Trocar senha' }).click();
  await expect(page).toHaveURL(/\/trocar-senha$/);
  await expect(page.getByLabel('Senha atual')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para Minha conta' }).click();
  await expect(page).toHaveURL(/\/minha-conta$/);
});
