import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, demo, loginThroughForm, uniqueEmail } from './support.ts';

// Issue 16: settings changed in Configurações take effect at once. Every test puts the settings
// back as it found them (the browser tests share one server).

type Tabs = Record<'platform' | 'security' | 'notifications', Record<string, unknown>>;

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post('/api/auth/sign-in/email', { data: { email: demo.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  return api;
}

/** Runs `body`, then saves every tab back as it was before. */
async function restoringSettings(baseURL: string, body: () => Promise<void>) {
  const api = await adminApi(baseURL);
  const before = (await (await api.get('/api/admin/settings')).json()) as Tabs;
  try {
    await body();
  } finally {
    for (const tab of ['platform', 'security', 'notifications'] as const) {
      expect((await api.put(`/api/admin/settings/${tab}`, { data: before[tab] })).status()).toBe(200);
    }
    await api.dispose();
  }
}

/** House rule: axe finds no serious or critical violation. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    where,
  ).toEqual([]);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a stricter password policy saved in Segurança makes sign-up refuse a weak password, saying what is missing', async ({ page, browser, baseURL }) => {
  await restoringSettings(baseURL!, async () => {
    await loginThroughForm(page, demo.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Nome da plataforma')).toBeVisible();
    await expectAccessible(page, '/admin/settings');
    await page.getByRole('tab', { name: 'Segurança' }).click();
    await page.getByLabel('Tamanho mínimo da senha').fill('12');
    await page.getByLabel('Exigir caracteres especiais').check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Segurança atualizada')).toBeVisible();
    await expect(page.getByText('Exigir caracteres especiais: Não → Sim')).toBeVisible();

    const guest = await newPage(browser);
    await guest.page.goto('/login');
    await guest.page.getByRole('tab', { name: 'Cadastrar' }).click();
    await guest.page.getByLabel('Nome completo').fill('Senha Fraca');
    await guest.page.getByLabel('Email').fill(uniqueEmail('fraca'));
    await guest.page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await guest.page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(guest.page.getByText('Erro no cadastro')).toBeVisible();
    await expect(guest.page.getByText('A senha precisa ter pelo menos 12 caracteres e um caractere especial (por exemplo ! @ # $ %).')).toBeVisible();

    await guest.page.getByLabel('Senha', { exact: true }).fill('segredo#12345');
    await guest.page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(guest.page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
    await guest.context.close();
  });
});

test('maintenance mode: a staff user gets the maintenance page, the administrator keeps working; the platform name shows', async ({
  page,
  browser,
  baseURL,
}) => {
  await restoringSettings(baseURL!, async () => {
    await loginThroughForm(page, demo.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/settings');
    await page.getByLabel('Nome da plataforma').fill('Despacha RJ');
    await page.getByLabel('Modo de manutenção').check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Configurações salvas')).toBeVisible();

    const staff = await newPage(browser);
    await loginThroughForm(staff.page, demo.staff);
    await expect(staff.page.getByText('Bem-vindo ao Despacha RJ')).toBeVisible();
    await expect(staff.page.getByRole('heading', { name: 'Plataforma em manutenção' })).toBeVisible();
    await expect(staff.page).toHaveTitle('Plataforma em manutenção | Despacha RJ');
    await expectAccessible(staff.page, 'maintenance page');
    const search = await staff.page.request.get('/api/registry/search?q=silva');
    expect(search.status()).toBe(503);
    expect(search.headers()['retry-after']).toBe('300');

    // The administrator still works, under the new name.
    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { name: 'Clientes', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/\| Despacha RJ$/);

    // Maintenance over: the staff user is back in the app.
    await page.goto('/admin/settings');
    await page.getByLabel('Modo de manutenção').uncheck();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Configurações salvas')).toBeVisible();
    await staff.page.goto('/dashboard');
    await expect(staff.page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await staff.context.close();
  });
});
