import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { partialPlate } from '../packages/domain/src/plate-privacy.ts';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 19 items 1-2 (decision 040): the dispatcher shares a service's tracking link; the customer
// opens it signed out on a phone and sees the service, the masked plate and the PIX, nothing personal.

test('share a tracking link and open it signed out on a phone', async ({ page, browser, baseURL }) => {
  // Two browser contexts and two axe runs on a shared 2-core machine.
  test.slow();
  const { generateCpf } = await import('@brazilian-utils/brazilian-utils');
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The agency's PIX key for its customers, where the agency sets it.
  await page.goto('/acompanhamento-clientes');
  await page.getByLabel('Chave PIX da agência').fill('pix@agencia-demo.com.br');
  await page.getByLabel('Cidade do recebedor (PIX)').fill('Rio de Janeiro');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações de acompanhamento salvas')).toBeVisible();

  const stamp = Date.now() % 1000;
  const owner = {
    nome: `Cliente Acompanhamento ${stamp}`,
    cpf: generateCpf(),
    endereco: 'Rua do Catete',
    bairro: 'Catete',
    cel: '(21) 99876-5432',
    email: `cliente${stamp}@e2e.despacha.test`,
  };
  const placa = `TRK${stamp % 10}A${String(stamp).padStart(3, '0').slice(-2)}`;
  const { service, vehicle } = await saveRegistration(page, { owner, vehicle: { placa }, service: { honorarios: '300,00' } });

  await page.goto(`/cadastro-sistema?veiculo=${vehicle.id}&servico=${service.id}`);
  await page.getByRole('tab', { name: 'Documentos e Processo' }).click();
  await page.getByRole('button', { name: 'Compartilhar acompanhamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acompanhamento do cliente' });
  await expect(dialog.getByText(/Nenhum link ativo · 0 visualizações/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Gerar link' }).click();
  const url = await dialog.getByLabel('Link de acompanhamento').inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL}/acompanhar/[A-Za-z0-9_-]{43}$`));
  await expect(dialog.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5521998765432\?text=/);
  await dialog.getByLabel('O proprietário autorizou receber avisos do serviço por e-mail').check();
  await expect(dialog.getByText(/Autorizado em .* por Gerente Demonstração/)).toBeVisible();
  // The dialog itself (the checklist behind the overlay is the registry's, checked by its own spec).
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The customer: no session, a phone-size screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const customer = await phone.newPage();
  const errors: string[] = [];
  customer.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const opened = await customer.goto(url);
  expect(opened?.status()).toBe(200);
  await expect(customer.getByRole('heading', { name: 'Acompanhamento do serviço' })).toBeVisible();
  await expect(customer.getByText(partialPlate(placa))).toBeVisible();
  // Just opened at the agency: the customer reads that, not "no DETRAN" (issue 34 item 4, decision 058).
  await expect(customer.getByText('Em preparação na agência').first()).toBeVisible();
  await expect(customer.getByText('Em andamento no DETRAN')).toHaveCount(0);
  await expect(customer.getByText('R$ 550,00')).toBeVisible();
  await expect(customer.getByRole('img', { name: 'QR code PIX' })).toBeVisible();
  await expect(customer.getByLabel('PIX copia e cola')).toHaveValue(/br\.gov\.bcb\.pix.*pix@agencia-demo\.com\.br.*550\.00/);
  const html = await customer.content();
  for (const personal of [owner.nome, owner.cpf, owner.endereco, owner.email, '99876-5432', placa]) expect(html).not.toContain(personal);
  // Fits the phone (no sideways scrolling) and the page's own stylesheet applied under the CSP.
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await customer.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(241, 245, 249)');
  expect(errors).toEqual([]);
  const onPhone = await new AxeBuilder({ page: customer }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(onPhone.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The dispatcher sees the view, then revokes: the customer's link is gone.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Compartilhar acompanhamento' }).click();
  await expect(dialog.getByText(/1 link ativo · 1 visualização, última em/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Revogar link' }).click();
  await expect(page.getByText('Links de acompanhamento revogados')).toBeVisible();
  const gone = await customer.reload();
  expect(gone?.status()).toBe(404);
  await expect(customer.getByRole('heading', { name: 'Link não encontrado' })).toBeVisible();
  await phone.close();
});
