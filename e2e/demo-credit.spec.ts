import { expect, test } from './fixtures.ts';
import { shiftDay } from '../packages/domain/src/agency-calendar.ts';
import { caixaToday } from '../packages/domain/src/caixa/period.ts';
import { demo, loginThroughForm } from './support.ts';

// Issue 35 §4 in the demo (apps/server/src/db/seed/demo-credit.ts): from the first start, today's
// Caixa shows a customer's credit given back, whose ledger lists it with its Recibo de devolução,
// and an overpayment paid three days ago was carried to the same owner's other open service.

const spaces = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

test("the demo's refund in today's Caixa and its ledger, and its credit carried to another service", async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Caixa' }).click();
  await expect(page.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');

  const refund = page.getByRole('row').filter({ hasText: 'Devolução de crédito ao cliente · recibo de devolução nº 1' });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('PIX');
  expect(spaces(await refund.textContent())).toContain('R$ 50,00');

  await refund.getByRole('link', { name: /^Financeiro do serviço nº \d+$/ }).click();
  await expect(page).toHaveURL(/\/servicos\/[^/]+\/financeiro$/);
  await expect(page.getByRole('group', { name: 'Crédito do cliente' })).toContainText('R$ 30,00');
  const refunds = page.getByRole('region', { name: 'Devoluções de crédito' });
  await expect(refunds).toContainText('R$ 50,00');
  const downloading = page.waitForEvent('download');
  await refunds.getByRole('link', { name: 'Imprimir recibo de devolução nº 1' }).click();
  expect((await downloading).suggestedFilename()).toBe('recibo-devolucao-1.pdf');

  // The advance was paid in cash three days ago; the ledger of that service shows it carried on.
  const today = caixaToday();
  await page.goto(`/caixa?de=${shiftDay(today, -3)}&ate=${today}`);
  const advance = page.getByRole('row').filter({ hasText: 'Adiantamento do serviço nº' });
  await expect(advance).toHaveCount(1);
  const target = /Adiantamento do serviço nº (\d+)/.exec((await advance.textContent()) ?? '')![1]!;
  await advance.getByRole('link', { name: /^Financeiro do serviço nº \d+$/ }).click();
  await expect(page).toHaveURL(/\/servicos\/[^/]+\/financeiro$/);
  const transfers = page.getByRole('region', { name: 'Transferências de crédito' });
  await expect(transfers.getByRole('row').filter({ hasText: `Para o serviço nº ${target}` })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Saldo a pagar' })).toContainText('R$ 0,00');
});
