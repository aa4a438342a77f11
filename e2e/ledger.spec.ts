import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 15 item 6 (decision 025): a service's ledger in the browser — record a payment, see the
// saldo fall, print its receipt, void it with a reason and see the saldo come back.

test('Financeiro do serviço: record a payment, print its receipt, void it', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A fresh service of R$ 550,00 (R$ 250,00 DETRAN fees + R$ 300,00 honorários), nothing paid.
  const stamp = Date.now() % 1000;
  const owner = `Cliente Financeiro ${stamp}`;
  const { service, vehicle } = await saveRegistration(page, {
    owner: { nome: owner },
    vehicle: { placa: `LDG${stamp % 10}F${String(stamp).padStart(3, '0').slice(-2)}` },
    service: { honorarios: '300,00' },
  });

  // From the record's Valores, "Registrar pagamento" opens the ledger.
  await page.goto(`/cadastro-sistema?veiculo=${vehicle.id}&servico=${service.id}`);
  await page.getByRole('tab', { name: 'Cadastro do Serviço' }).click();
  await page.getByRole('tabpanel', { name: 'Cadastro do Serviço' }).getByRole('link', { name: 'Registrar pagamento' }).click();
  await expect(page).toHaveURL(new RegExp(`/servicos/${service.id}/financeiro$`));
  await expect(page.getByText(`Serviço nº`).filter({ hasText: owner })).toBeVisible();
  const figure = (label: string) => page.getByRole('group', { name: label });
  await expect(figure('Saldo a pagar')).toContainText('R$ 550,00');
  await expect(page.getByText('Nenhum pagamento registrado.')).toBeVisible();

  // Record R$ 200,00 in cash.
  await page.getByRole('button', { name: 'Registrar pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' });
  await expect(dialog.getByLabel('Valor')).toHaveValue('550,00');
  await dialog.getByLabel('Valor').fill('200');
  await dialog.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'Dinheiro' });
  await dialog.getByLabel('Observação').fill('Entrada no balcão');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento registrado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(figure('Valor pago')).toContainText('R$ 200,00');
  await expect(figure('Saldo a pagar')).toContainText('R$ 350,00');
  const payments = page.getByRole('region', { name: 'Pagamentos recebidos' });
  const row = payments.getByRole('row').filter({ hasText: 'Entrada no balcão' });
  await expect(row).toContainText('Dinheiro');
  await expect(row).toContainText('Gerente Demonstração');
  await expect(payments).toContainText('Total recebido: R$ 200,00');

  // Its receipt downloads as a PDF named by the payment's number.
  const receiptLink = row.getByRole('link', { name: /^Imprimir recibo nº \d+$/ });
  const number = (await receiptLink.getAttribute('aria-label'))!.replace(/\D/g, '');
  const [receipt] = await Promise.all([page.waitForEvent('download'), receiptLink.click()]);
  expect(receipt.suggestedFilename()).toBe(`recibo-pagamento-${number}.pdf`);
  const bytes = await fs.readFile((await receipt.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

  // Void it with a reason: it stays listed, the saldo comes back.
  await row.getByRole('button', { name: `Estornar pagamento nº ${number}` }).click();
  const voiding = page.getByRole('dialog', { name: 'Estornar lançamento' });
  await voiding.getByLabel('Motivo do estorno').fill('Valor lançado no serviço errado');
  await voiding.getByRole('button', { name: 'Confirmar estorno' }).click();
  await expect(page.getByText('Lançamento estornado')).toBeVisible();
  await expect(row).toContainText('Estornado por Gerente Demonstração: Valor lançado no serviço errado');
  await expect(figure('Saldo a pagar')).toContainText('R$ 550,00');
  await expect(payments).toContainText('Total recebido: R$ 0,00');
  await expect(row.getByRole('link', { name: `Imprimir recibo nº ${number}` })).toBeVisible();
  const onPage = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(onPage.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
