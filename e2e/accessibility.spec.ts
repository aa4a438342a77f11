import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

// House rule: axe finds no serious or critical violation on the screens people use every day.
async function expectAccessible(page: Page, path: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
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
    path,
  ).toEqual([]);
}

test('the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the dispatcher screens', async ({ page }) => {
  // Eight screens, each audited whole by axe: on a busy 2-core machine that passed 30 s (CI, 28/11/2026).
  test.slow();
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessible(page, '/dashboard', /Bem-vindo/);
  await expectAccessible(page, '/cadastro-sistema', 'Cadastro do Sistema');
  await expectAccessible(page, '/origem-servicos', 'Origem dos Serviços');
  await expectAccessible(page, '/formularios', 'Formulários');
  await expectAccessible(page, '/solicitacoes', 'Solicitações');
  await expectAccessible(page, '/vistoria-transito', 'Vistoria em Trânsito');
  await expectAccessible(page, '/intencao-venda', 'Intenção de Venda');
  await expectAccessible(page, '/usuarios', 'Usuários');
});

test('the admin screens', async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessible(page, '/admin/clients', 'Clientes');
  await expectAccessible(page, '/admin/clients/new', /Novo Cliente/);
  await expectAccessible(page, '/admin/users', 'Usuários');
  await expectAccessible(page, '/admin/subscriptions', /Assinaturas/);
});
