import { expect, test, type Page } from './fixtures.ts';
import { generateCpf, generateLicensePlate, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { demo, loginThroughForm } from './support.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const select = (page: Page, panelName: string, name: string) => panel(page, panelName).getByRole('combobox', { name, exact: true });

async function search(page: Page, q: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar cadastro' });
  await box.fill(q);
  await box.press('Enter');
}

/** Old plates show as ABC-1234, Mercosul ones as typed. */
const shownPlate = (plate: string) => (/^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate);
const shownCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

test('register owner, vehicle and service; find them again; attach a document; move the process', async ({ page }) => {
  const plate = generateLicensePlate().toUpperCase();
  const renavam = generateRenavam();
  const cpf = generateCpf();
  const ownerName = `Proprietário E2E ${Date.now()}`;

  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cadastro-sistema');
  await expect(page.getByRole('searchbox', { name: 'Buscar cadastro' })).toBeFocused();

  // Dados do Veículo
  const vehicle = panel(page, 'Dados do Veículo');
  await vehicle.getByLabel('Placa', { exact: true }).fill(plate);
  await vehicle.getByLabel('RENAVAM', { exact: true }).fill(renavam);
  await vehicle.getByLabel('Marca', { exact: true }).fill('Volkswagen');
  await vehicle.getByLabel('Modelo', { exact: true }).fill('Gol 1.0');
  await vehicle.getByLabel('Ano Fabricação', { exact: true }).fill('2019');

  // Cadastro do Proprietário
  await tab(page, 'Cadastro do Proprietário').click();
  const owner = panel(page, 'Cadastro do Proprietário');
  await owner.getByLabel('Nome', { exact: true }).fill(ownerName);
  await owner.getByLabel('CPF', { exact: true }).fill(cpf);
  await owner.getByLabel('Celular', { exact: true }).fill('21987654321');

  // Cadastro do Serviço
  await tab(page, 'Cadastro do Serviço').click();
  await select(page, 'Cadastro do Serviço', 'Serviço').selectOption({ label: 'Transferência de propriedade' });
  await select(page, 'Cadastro do Serviço', 'Assinatura').selectOption({ label: 'Digital' });
  await select(page, 'Cadastro do Serviço', 'Origem do Serviço').selectOption({ label: 'Particular' });
  await select(page, 'Cadastro do Serviço', 'Capa do Processo').selectOption({ label: 'Normal' });
  const service = panel(page, 'Cadastro do Serviço');
  await service.getByLabel('Taxas DETRAN (valor)').fill('250');
  await service.getByLabel('Honorários').fill('150');
  await expect(service.getByLabel('Total', { exact: true })).toHaveValue('R$ 400,00');

  // A server error whose body is not the API's format (a proxy's page) is called the server's,
  // not the connection's, and what was typed stays on screen (issue 34 item 9).
  await page.route('**/api/registrations', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }), { times: 1 });
  await page.getByRole('button', { name: 'Salvar Cadastro' }).click();
  await expect(page.getByText('Erro no servidor ao salvar o cadastro', { exact: false })).toBeVisible();
  await expect(page.getByText('Sem conexão', { exact: false })).toHaveCount(0);
  await expect(service.getByLabel('Total', { exact: true })).toHaveValue('R$ 400,00');

  await page.getByRole('button', { name: 'Salvar Cadastro' }).click();
  await expect(page.getByText('Cadastro salvo com sucesso!')).toBeVisible();

  // A fresh page knows nothing: find the record by plate...
  await page.reload();
  await search(page, plate);
  await expect(panel(page, 'Dados do Veículo').getByLabel('Placa', { exact: true })).toHaveValue(shownPlate(plate));
  await expect(panel(page, 'Dados do Veículo').getByLabel('Modelo', { exact: true })).toHaveValue('Gol 1.0');
  await tab(page, 'Cadastro do Proprietário').click();
  await expect(panel(page, 'Cadastro do Proprietário').getByLabel('Nome', { exact: true })).toHaveValue(ownerName);
  await tab(page, 'Cadastro do Serviço').click();
  await expect(select(page, 'Cadastro do Serviço', 'Serviço')).toHaveValue('transferencia');
  await expect(panel(page, 'Cadastro do Serviço').getByLabel('Saldo', { exact: true })).toHaveValue('R$ 400,00');

  // ...and by CPF.
  await page.getByRole('button', { name: 'Novo Cadastro' }).click();
  await expect(panel(page, 'Dados do Veículo').getByLabel('Placa', { exact: true })).toHaveValue('');
  await search(page, shownCpf(cpf));
  await expect(panel(page, 'Dados do Veículo').getByLabel('RENAVAM', { exact: true })).toHaveValue(renavam);
  await tab(page, 'Cadastro do Proprietário').click();
  await expect(panel(page, 'Cadastro do Proprietário').getByLabel('CPF', { exact: true })).toHaveValue(shownCpf(cpf));

  // Documentos e Processo: attach a PDF to the CRV item and download it back.
  await tab(page, 'Documentos e Processo').click();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await page
    .getByLabel('Anexar arquivo a CRV (Certificado de Registro de Veículo)')
    .setInputFiles({ name: 'crv-e2e.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Arquivo enviado')).toBeVisible();
  const link = page.getByRole('link', { name: 'crv-e2e.pdf' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Recebido: CRV (Certificado de Registro de Veículo)' })).toBeChecked();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('crv-e2e.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

  // The receipt downloads as a PDF.
  const [receipt] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Recibo (PDF)' }).click()]);
  expect(receipt.suggestedFilename()).toMatch(/^recibo-\d+\.pdf$/);

  // Move the service to Exigência: it shows in the history and in the service tab.
  const movements = page.getByRole('region', { name: 'Movimentação do processo' });
  await movements.getByRole('combobox', { name: 'Posição' }).selectOption({ label: 'Exigência' });
  await movements.getByLabel('Observação').fill('Falta procuração do vendedor');
  await movements.getByRole('button', { name: 'Registrar movimentação' }).click();
  await expect(page.getByText('Movimentação registrada')).toBeVisible();
  const history = movements.getByRole('table', { name: 'Movimentação do processo' });
  const row = history.getByRole('row').filter({ hasText: 'Falta procuração do vendedor' });
  await expect(row).toContainText('Exigência');
  await expect(history.getByRole('row').filter({ hasText: 'Abertura do serviço' })).toContainText('Emissão');
  await tab(page, 'Cadastro do Serviço').click();
  await expect(select(page, 'Cadastro do Serviço', 'Posição')).toHaveValue('exigencia');
  // In exigência DETRAN holds the process: pendente became em andamento (decision 058).
  await expect(select(page, 'Cadastro do Serviço', 'Situação')).toHaveValue('in_progress');

  // Valor pago is the ledger's sum, read-only here; "Registrar pagamento" opens the service's
  // ledger (decision 025, e2e/ledger.spec.ts records, prints and voids a payment there).
  const paid = service.getByLabel('Valor Pago', { exact: true });
  await expect(paid).toHaveAttribute('readonly', '');
  await service.getByRole('link', { name: 'Registrar pagamento' }).click();
  await expect(page).toHaveURL(/\/servicos\/[0-9a-f-]+\/financeiro$/);
  await expect(page.getByRole('heading', { name: 'Financeiro do serviço' })).toBeVisible();
});
