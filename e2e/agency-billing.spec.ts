import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, demo, loginThroughForm, outboxLink } from './support.ts';

// Issue 14: a blocked agency's user sees one page and cannot write; a dispatcher's Assinatura.
// Demo clients' users have no password: each test gives its user one through "Esqueci minha senha".

const PASSWORD = 'billing123';

/** House rule: axe finds no serious or critical violation. */
async function expectAccessible(page: Page) {
  // The sign-in flow's toasts ("Senha redefinida") fade out first: they are not this page.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(', ')})`,
      ),
  ).toEqual([]);
}

async function withPassword(page: Page, baseURL: string, email: string) {
  await page.goto('/esqueci-senha');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Email enviado').first()).toBeVisible();
  await page.goto(await outboxLink(baseURL, email, /Redefinição de senha/));
  await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The platform's PIX key (none by default), set by the admin as in Configurações. */
async function configurePix(baseURL: string) {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: { email: demo.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
    const settings = await (await api.get('/api/admin/settings/billing')).json();
    const saved = await api.put('/api/admin/settings/billing', {
      data: { ...settings, pixKey: 'financeiro@despacha.com.br', pixMerchantName: 'Despacha', pixMerchantCity: 'Rio de Janeiro' },
    });
    expect(saved.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test("a suspended agency's dispatcher signs in, sees why and what to do, cannot save, and can reach the invoices", async ({ page, baseURL }) => {
  // Despachante Madureira: suspended for overdue invoices (demo seed).
  const email = 'carlos@madureira.com.br';
  await configurePix(baseURL!);
  await withPassword(page, baseURL!, email);
  await loginThroughForm(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Agência suspensa' })).toBeVisible();
  await expect(page.getByText(/^Motivo: /)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectAccessible(page);

  // Whatever the screen, the API refuses the agency's work.
  const save = await page.request.post('/api/origins', { data: { nomeEmpresa: 'Oficina Bloqueada' }, headers: { origin: baseURL! } });
  expect(save.status()).toBe(403);
  expect((await save.json()).error.code).toBe('AGENCY_SUSPENDED');
  await page.goto('/origem-servicos');
  await expect(page.getByRole('heading', { name: 'Agência suspensa' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir para Assinatura' }).click();
  const invoices = page.getByRole('table', { name: 'Faturas' });
  await expect(invoices).toBeVisible();
  await expect(invoices.getByRole('row', { name: /Vencida/ }).first()).toBeVisible();

  // Paying: the PIX of an overdue invoice, its copia-e-cola (a BR Code) and QR.
  await invoices
    .getByRole('button', { name: /Pagar a fatura \d+ com PIX/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /PIX da fatura \d+/ });
  await expect(dialog.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(dialog.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a dispatcher opens Assinatura from the menu and sees the plan, seats and invoices', async ({ page, baseURL }) => {
  // Despachante Copacabana: active on Avançado for 14 months (demo seed).
  const email = 'marcelo@copacabana.com.br';
  await withPassword(page, baseURL!, email);
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Assinatura' }).click();
  await expect(page).toHaveURL(/\/assinatura$/);
  await expect(page.getByText('Avançado', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ de \d+$/)).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Faturas' });
  await expect(invoices.getByRole('link', { name: /Baixar o PDF da fatura \d+/ }).first()).toBeVisible();
  expect(await invoices.getByRole('row').count()).toBeGreaterThan(2);
  await expectAccessible(page);
});
