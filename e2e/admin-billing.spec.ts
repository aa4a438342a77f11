import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import type { BillingInvoicePage, BillingSummaryResponse } from '../packages/domain/src/billing/admin.ts';
import type { AdminDashboardResponse } from '../packages/domain/src/contracts/admin-dashboard.ts';
import { formatMoney } from '../packages/domain/src/validators/money.ts';
import { demo, loginThroughForm } from './support.ts';

const statValue = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');

async function summary(page: Page): Promise<BillingSummaryResponse> {
  const response = await page.request.get('/api/admin/billing/summary');
  expect(response.status()).toBe(200);
  return (await response.json()) as BillingSummaryResponse;
}

async function expectCards(page: Page, s: BillingSummaryResponse) {
  await expect(statValue(page, 'Receita Total')).toHaveText(formatMoney(s.totalRevenueCents));
  await expect(statValue(page, 'Valor Pendente')).toHaveText(formatMoney(s.pendingCents));
  await expect(statValue(page, 'Valor Vencido')).toHaveText(formatMoney(s.overdueCents));
  await expect(statValue(page, 'Taxa de Cobrança')).toHaveText(`${s.collectionRate}%`);
}

test('an admin records a payment on Faturamento and the cards change', async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
  const before = await summary(page);
  await expectCards(page, before);

  // An open invoice of the demo data (the seed leaves each client's latest invoice open).
  const open = async (status: string) => ((await (await page.request.get(`/api/admin/billing/invoices?status=${status}`)).json()) as BillingInvoicePage).items;
  const invoice = [...(await open('pending')), ...(await open('overdue'))][0];
  expect(invoice, 'the demo data has an open invoice').toBeTruthy();
  const balance = invoice!.amountCents - invoice!.paidCents;

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(String(invoice!.number));
  await page.getByRole('button', { name: `Registrar pagamento ${invoice!.number}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Valor (R$)')).toHaveValue(formatMoney(balance).replace('R$ ', ''));
  await dialog.getByLabel(/Forma de pagamento/).selectOption('pix');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();

  const after = await summary(page);
  expect(after.totalRevenueCents).toBe(before.totalRevenueCents + balance);
  expect(after.paidInvoices).toBe(before.paidInvoices + 1);
  await expectCards(page, after);
  await expect(statValue(page, 'Receita Total')).not.toHaveText(formatMoney(before.totalRevenueCents));
});

test('the admin dashboard shows the platform figures of GET /api/admin/dashboard', async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeVisible();
  const response = await page.request.get('/api/admin/dashboard');
  expect(response.status()).toBe(200);
  const data = (await response.json()) as AdminDashboardResponse;
  await expect(statValue(page, 'Clientes')).toHaveText(String(data.clients.total));
  await expect(statValue(page, 'MRR')).toHaveText(formatMoney(data.mrrCents));
  await expect(statValue(page, 'Valor Vencido')).toHaveText(formatMoney(data.overdueCents));
  await expect(page.getByText('Serviços Ativos')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Acesso Rápido' }).getByRole('link', { name: 'Faturamento' }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test('Faturamento (each tab) and the billing settings have no serious or critical axe violation', async ({ page }) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/billing');
  await expect(page.getByRole('group', { name: 'Receita Total' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas das faturas' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(page.getByRole('navigation', { name: 'Páginas dos pagamentos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Relatórios' }).click();
  await expect(page.getByRole('group', { name: 'Resumo financeiro do período' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Faturamento' }).click();
  await expect(page.getByLabel('Impostos (%)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("Configurações: a change typed in Faturamento is marked on its tab, not claimed by another tab's Salvar, and saved by its own (issue 34 item 2)", async ({
  page,
}) => {
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = (await (await page.request.get('/api/admin/settings/billing')).json()) as { dueDays: number };
  const next = String(before.dueDays === 12 ? 13 : 12);
  try {
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Faturamento' }).click();
    await page.getByLabel('Dias para o vencimento').fill(next);
    await page.getByRole('tab', { name: 'Plataforma' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Nenhuma alteração para salvar.')).toBeVisible();
    await page.getByRole('tab', { name: 'Faturamento (alterações não salvas)' }).click();
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações de faturamento salvas')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Faturamento' }).click();
    await expect(page.getByLabel('Dias para o vencimento')).toHaveValue(next);
  } finally {
    const now = await (await page.request.get('/api/admin/settings/billing')).json();
    expect(
      (
        await page.request.put('/api/admin/settings/billing', { data: { ...now, dueDays: before.dueDays }, headers: { origin: new URL(page.url()).origin } })
      ).status(),
    ).toBe(200);
  }
});
