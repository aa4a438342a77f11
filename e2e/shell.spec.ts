import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

test('guards: anonymous users go to /login, / goes to /dashboard', async ({ page }) => {
  for (const path of ['/dashboard', '/cadastro-sistema', '/admin', '/admin/clients']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await loginThroughForm(page, demo.staff);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('unknown paths show the 404 page and log the attempt', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto('/nao-existe/mesmo');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByText('Página não encontrada', { exact: true })).toBeVisible();
  await expect.poll(() => logged.some((l) => l.includes('/nao-existe/mesmo'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a non-admin is sent from /admin to /dashboard and sees no Modo Admin', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Modo Admin' })).toHaveCount(0);
  await page.goto('/admin/clients');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The pt-BR spellings load their screens directly (issue 34); the admin one still guarded.
  await page.goto('/relatorios');
  await expect(page).toHaveURL(/\/reports$/);
  await page.goto('/admin/clientes');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sidebar menu reaches every user screen', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  for (const [label, path] of [
    ['Relatórios', '/reports'],
    ['Cadastro do Sistema', '/cadastro-sistema'],
    ['Formulários', '/formularios'],
    ['Origem dos Serviços', '/origem-servicos'],
    ['Guia PL', '/guia-pl'],
    ['Guia Geral', '/guia-geral'],
    ['Retorno de Exigência', '/retorno-exigencia'],
    ['Licenciamentos', '/licenciamentos'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByText('Despachante', { exact: true })).toBeVisible();
});

test('admin enters and leaves Modo Admin; the admin area is red', async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(' - Acesso Administrativo', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Modo Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('[data-area="admin"]')).toBeVisible();
  const header = page.locator('header').first();
  const bg = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = bg.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g!).toBeLessThan(100);
  expect(b!).toBeLessThan(100);
  const adminNav = page.getByRole('navigation', { name: 'Menu administrativo' });
  for (const path of ['/admin/clients', '/admin/users', '/admin/subscriptions', '/admin/billing', '/admin/settings', '/admin/monitoring']) {
    await adminNav.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.getByRole('link', { name: 'Sair do Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-area="user"]')).toBeVisible();
});

test('works on a phone: the menu opens as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughForm(page, demo.staff);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Formulários' }).click();
  await expect(page).toHaveURL(/\/formularios$/);
});

test('a platform admin without an agency sees no agency menus; an agency screen says why and where to go', async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const label of ['Cadastro do Sistema', 'Formulários', 'Solicitações', 'Origem dos Serviços']) {
    await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
  }
  // Typed by hand: the page tells the API's reason instead of a failing search.
  await page.goto('/cadastro-sistema');
  await expect(page.getByRole('heading', { name: 'Esta tela é das agências' })).toBeVisible();
  await expect(page.getByText(/Seu usuário ainda não pertence a uma agência/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar cadastro' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ir para a Área Administrativa' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
