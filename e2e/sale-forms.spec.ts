import { expect, test, type Locator, type Page } from './fixtures.ts';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { demo, loginThroughForm } from './support.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const field = (section: Locator, label: string) => section.getByLabel(label, { exact: true });

async function openForm(page: Page, path: string) {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  await expect(tab(page, 'Buscar no Sistema')).toHaveAttribute('aria-selected', 'true');
}

async function fillBuyer(buyer: Locator, name: string) {
  await field(buyer, 'Nome/Razão Social').fill(name);
  await field(buyer, 'Documento de Identidade').fill('12.345.678-9');
  await field(buyer, 'CPF/CNPJ').fill(generateCpf());
  await field(buyer, 'Endereço').fill('Rua do Ouvidor');
  await field(buyer, 'Número').fill('50');
  await field(buyer, 'CEP').fill('20040020');
  await field(buyer, 'UF').selectOption('RJ');
  await field(buyer, 'Cidade').fill('Rio de Janeiro');
  await field(buyer, 'Bairro').fill('Centro');
  await field(buyer, 'Telefone').fill('21987654321');
  await field(buyer, 'Email (obrigatório)').fill('comprador@exemplo.com.br');
}

test('Intenção de Venda: the registry fills the seller, a failed submit shows the messages, a full one is stored', async ({ page }) => {
  await openForm(page, '/intencao-venda');
  await expect(page.getByRole('heading', { name: 'Buscar Dados no Cadastro do Sistema' })).toBeVisible();
  await expect(page.getByText('Digite a placa, RENAVAM, CPF/CNPJ do vendedor ou nome do proprietário')).toBeVisible();

  await page.getByRole('searchbox').fill('AAA1000');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();

  await expect(tab(page, 'Preenchimento Manual')).toHaveAttribute('aria-selected', 'true');
  const seller = page.getByRole('region', { name: 'Proprietário Atual (Vendedor)' });
  const vehicle = page.getByRole('region', { name: 'Dados do Veículo' });
  const buyer = page.getByRole('region', { name: 'Futuro Proprietário (Comprador)' });
  await expect(field(seller, 'Nome/Razão Social')).not.toHaveValue('');
  await expect(field(seller, 'CPF/CNPJ')).not.toHaveValue('');
  await expect(field(vehicle, 'Placa')).toHaveValue(/^AAA-?1000$/);
  await expect(field(vehicle, 'RENAVAM')).toHaveValue(/^\d{11}$/);
  await expect(page.getByLabel('Local', { exact: true })).toHaveValue('Rio de Janeiro');

  await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
  const buyerEmail = field(buyer, 'Email (obrigatório)');
  await expect(buyer.getByText('Email do comprador é obrigatório')).toBeVisible();
  await expect(buyerEmail).toHaveAttribute('aria-invalid', 'true');
  // The red border: an invalid field's border differs from a valid one's.
  const borderOf = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderColor);
  expect(await borderOf(buyerEmail)).not.toBe(await borderOf(field(buyer, 'Nome/Razão Social')));

  const sellerEmail = field(seller, 'Email (obrigatório)');
  if ((await sellerEmail.inputValue()) === '') await sellerEmail.fill('vendedor@exemplo.com.br');
  await field(vehicle, 'Valor da Venda').fill('35000,00');
  await fillBuyer(buyer, 'Comprador E2E');
  await page.getByRole('button', { name: 'Enviar Solicitação' }).click();

  await expect(page.getByText('Formulário enviado com sucesso!')).toBeVisible();
  await expect(page.getByText('Intenção de Venda foi registrada.').first()).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Baixar PDF' });
  await expect(pdf).toBeVisible();
  const response = await page.request.get((await pdf.getAttribute('href'))!);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 4).toString()).toBe('%PDF');
});

test('Cancelamento de Intenção de Venda: messages on a failed submit; printing shows only the two printable pages', async ({ page }) => {
  await openForm(page, '/cancelamento-intencao-venda');
  await tab(page, 'Preenchimento Manual').click();
  const seller = page.getByRole('region', { name: 'Dados do Vendedor' });
  const buyer = page.getByRole('region', { name: 'Dados do Comprador' });
  const vehicle = page.getByRole('region', { name: 'Dados do Veículo e Motivo do Cancelamento' });
  await expect(page.getByRole('region', { name: 'Documentos Necessários' }).getByText('DUDA pago (código: ________)')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(seller.getByText('Email do vendedor é obrigatório')).toBeVisible();
  await expect(buyer.getByText('Email do comprador é obrigatório')).toBeVisible();

  await field(seller, 'Nome/Razão Social').fill('Vendedora E2E');
  await field(seller, 'Email (obrigatório)').fill('vendedora@exemplo.com.br');
  await fillBuyer(buyer, 'Comprador Desistente');
  await field(vehicle, 'Placa').fill('AAA1000');
  await field(vehicle, 'Motivo do Cancelamento').fill('O comprador desistiu da compra.');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enviar Solicitação' })).toBeHidden();
  const pages = page.locator('[data-print-area]');
  await expect(pages).toHaveCount(2);
  const first = pages.nth(0);
  const second = pages.nth(1);
  await expect(first).toBeVisible();
  await expect(first).toContainText('Despachante Demonstração Ltda');
  await expect(first).toContainText('Vendedor e comprador abaixo identificados requerem o cancelamento');
  for (const text of [
    'Vendedora E2E',
    'Comprador Desistente',
    'AAA',
    'O comprador desistiu da compra.',
    'art. 299',
    'Assinatura do Vendedor',
    'Assinatura do Comprador',
  ]) {
    await expect(first).toContainText(text);
  }
  await expect(first).toContainText(/Rio de Janeiro, _+ de _+ de _+/);
  await expect(second).toBeVisible();
  await expect(second).toContainText('DUDA pago (código: ________)');
  await expect(second).toContainText('ATPV-e emitida (a ser cancelada)');
  expect(await second.evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
  // The real printout (A4, 1 cm margins from @page): the request fits page 1, the documents page 2.
  const printed = await page.pdf({ preferCSSPageSize: true });
  expect(printed.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(2);

  await page.emulateMedia({ media: 'screen' });
  await expect(pages.first()).toBeHidden();
  await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(page.getByText('Formulário enviado com sucesso!')).toBeVisible();
  await expect(page.getByText('Cancelamento de Intenção de Venda foi registrado.').first()).toBeVisible();
});
