import { expect, test, type Locator, type Page } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

// The six DETRAN-RJ request forms of /vistoria-transito … /certidao-propriedade: filled, sent,
// refused when empty, printed, and pre-filled from a registry service.

const SUCCESS = 'Formulário enviado com sucesso!';
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const field = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: true });

async function fill(scope: Locator | Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}

async function fillOwner(scope: Locator, nameLabel = 'Nome/Razão Social') {
  await fill(scope, {
    [nameLabel]: 'Maria da Silva',
    'Documento de Identidade': '12.345.678-9',
    'Órgão Expedidor': 'DETRAN-RJ',
    'CPF/CNPJ': '11144477735',
    Endereço: 'Rua do Ouvidor',
    Número: '50',
    CEP: '20040020',
    Cidade: 'Rio de Janeiro',
    Bairro: 'Centro',
    Telefone: '21987654321',
  });
  await field(scope, 'UF').selectOption('RJ');
}

async function fillRequester(page: Page) {
  await fill(region(page, 'Dados do Requerente'), {
    'Nome/Razão Social': 'Carlos Lima',
    'CPF/CNPJ': '11144477735',
    Endereço: 'Rua do Ouvidor, 50 – Centro – Rio de Janeiro/RJ',
    CEP: '20040020',
  });
  await fill(region(page, 'Dados do Veículo'), { Placa: 'ABC1D23', Chassi: '9BWZZZ377VT004251', RENAVAM: '00639884962' });
}

async function expectSent(page: Page, submit: string, description: string, viewport?: { width: number; height: number }) {
  if (viewport) await page.setViewportSize(viewport);
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Baixar PDF' });
  await expect(pdf).toHaveAttribute('href', /^\/api\/requests\/[^/]+\/pdf$/);
  if (!viewport) return;
  // Issue 34: in view and not under the success toast.
  await expect(pdf).toBeInViewport();
  const [t, b] = [(await page.locator('[data-sonner-toast]').filter({ hasText: SUCCESS }).boundingBox())!, (await pdf.boundingBox())!];
  expect(t.y >= b.y + b.height || b.y >= t.y + t.height || t.x >= b.x + b.width || b.x >= t.x + t.width).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Vistoria em Trânsito: empty submit shows the messages; a filled one is stored', async ({ page }) => {
  await page.goto('/vistoria-transito');
  await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
  const owner = region(page, 'Dados do Proprietário');
  await expect(owner.getByText('Nome/Razão Social é obrigatório')).toBeVisible();
  await expect(field(owner, 'Nome/Razão Social')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Placa é obrigatória')).toBeVisible();
  await expect(page.getByText('Selecione pelo menos um tipo de vistoria')).toBeVisible();

  await fillOwner(owner);
  const vehicle = region(page, 'Dados do Veículo');
  await fill(vehicle, { Placa: 'ABC1D23', RENAVAM: '00639884962', Chassi: '9BWZZZ377VT004251', 'Marca/Modelo': 'VW/Gol 1.0' });
  await expect(field(vehicle, 'Data da Vistoria')).toHaveCount(0);
  await field(vehicle, 'Vistoria móvel').check();
  await fill(vehicle, { 'Data da Vistoria': '20/03/2026', 'Local da Vistoria': 'Pátio da loja', 'Motivo da Vistoria Móvel': 'Motor sem condições de rodar' });
  await expectSent(page, 'Enviar Solicitação', 'Solicitação de Vistoria em Trânsito foi registrada.', { width: 375, height: 667 });
});

test('Isenção de Taxa is stored', async ({ page }) => {
  await page.goto('/isencao-taxa');
  await expect(page.getByRole('note', { name: 'Declaração' })).toContainText('3.051/1998');
  await fillOwner(region(page, 'Dados Pessoais'), 'Nome');
  await fill(region(page, 'Dados do Veículo'), { Placa: 'ABC1D23', RENAVAM: '00639884962', Chassi: '9BWZZZ377VT004251' });
  await fill(region(page, 'Dados do Registro de Ocorrência'), {
    'Número do Registro de Ocorrência': '001-12345/2026',
    'Data da Ocorrência': '02/02/2026',
    'Número da Delegacia': '5ª DP',
    'Cidade da Delegacia': 'Rio de Janeiro',
    'Bairro da Delegacia': 'Centro',
  });
  await page.getByLabel('CRV – Certificado de Registro de Veículo').check();
  await expectSent(page, 'Enviar Requerimento', 'Requerimento para Isenção de Taxa foi registrado.', { width: 1366, height: 768 });
});

test('Comunicação de Venda is stored', async ({ page }) => {
  await page.goto('/comunicacao-venda');
  await fillOwner(region(page, 'Dados do Proprietário (Vendedor)'));
  await fill(region(page, 'Dados do Veículo'), { Placa: 'ABC1D23', RENAVAM: '00639884962', Chassi: '9BWZZZ377VT004251' });
  await fill(region(page, 'Dados da Venda'), { 'Data da Venda': '15/01/2026', 'Valor da Venda': '38.900,00' });
  const buyer = region(page, 'Dados do Comprador');
  await fill(buyer, {
    'Nome/Razão Social': 'João Pereira',
    'Documento de Identidade': '98.765.432-1',
    'CPF/CNPJ': '52998224725',
    Endereço: 'Avenida Rio Branco',
    Número: '1',
    CEP: '20090003',
    Cidade: 'Rio de Janeiro',
    Bairro: 'Centro',
    Telefone: '2133334444',
  });
  await field(buyer, 'UF').selectOption('RJ');
  await expectSent(page, 'Enviar Comunicação', 'Comunicação de Venda foi registrada.');
});

test('Casos Especiais is stored', async ({ page }) => {
  await page.goto('/casos-especiais-comunicacao-venda');
  await fillRequester(page);
  const vehicle = region(page, 'Dados do Veículo');
  await fill(vehicle, { 'Marca/Modelo': 'Fiat Uno', 'Ano de Fabricação': '2015', 'Ano do Modelo': '2016', Cor: 'Prata' });
  await field(vehicle, 'Combustível').selectOption('flex');
  await fill(page, {
    'Nome/Razão Social do Proprietário Anterior': 'Maria da Silva',
    'CPF/CNPJ do Proprietário Anterior': '11144477735',
    'Nome/Razão Social do Novo Proprietário': 'João Pereira',
    'CPF/CNPJ do Novo Proprietário': '52998224725',
    'Endereço do Novo Proprietário': 'Avenida Rio Branco, 1 – Centro',
    'Data da Venda': '10/01/2026',
  });
  await field(page, 'Motivo da Solicitação').selectOption('Venda não comunicada no prazo legal');
  await page.getByLabel('Cópia do CRV autenticada').check();
  await page.getByLabel(/^Declaro que as informações prestadas são verdadeiras/).check();
  await expectSent(page, 'Enviar Solicitação', 'Solicitação para casos especiais de comunicação de venda registrada.');
});

test('Informação de Venda is stored', async ({ page }) => {
  await page.goto('/informacao-venda');
  await fillRequester(page);
  await field(page, 'Finalidade da Informação').selectOption('Processo judicial');
  await field(page, 'Tipo de Informação').selectOption('Histórico de transferências');
  await page.getByLabel(/^Declaro que as informações prestadas são verdadeiras/).check();
  await expectSent(page, 'Enviar Requerimento', 'Requerimento de informação de venda registrado.');
});

test('Certidão de Propriedade: empty submit shows the messages; a filled one is stored', async ({ page }) => {
  await page.goto('/certidao-propriedade');
  await page.getByRole('button', { name: 'Enviar Requerimento' }).click();
  await expect(page.getByText('Tipo de certidão é obrigatório')).toBeVisible();
  await expect(page.getByText('Declaração deve ser aceita')).toBeVisible();

  await fillRequester(page);
  await field(page, 'Finalidade da Certidão').selectOption('Processo judicial');
  await field(page, 'Tipo de Certidão').selectOption('Certidão completa');
  await field(page, 'Relacionamento').selectOption('Proprietário atual');
  await field(page, 'Forma de Entrega').selectOption('Retirada presencial');
  await page.getByLabel(/^Declaro que as informações prestadas são verdadeiras/).check();
  await expectSent(page, 'Enviar Requerimento', 'Requerimento de certidão de propriedade registrado.');
});

test('printing shows only the printable form', async ({ page }) => {
  await page.goto('/informacao-venda');
  await fill(region(page, 'Dados do Veículo'), { Placa: 'ABC1D23' });
  const printArea = page.locator('[data-print-area]');
  await expect(printArea).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(printArea).toBeVisible();
  await expect(printArea.getByRole('heading', { name: 'Informação de Venda' })).toBeVisible();
  await expect(printArea).toContainText('ABC1D23');
  await expect(printArea).toContainText('Assinatura do Requerente');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enviar Requerimento' })).toBeHidden();
});

test('opening a form with ?servico= fills it from that registry service', async ({ page }) => {
  const hits = (await (await page.request.get('/api/registry/search?q=AAA1000')).json()) as { vehicle: { id: string; placa: string } | null }[];
  const vehicleId = hits.find((h) => h.vehicle?.placa === 'AAA1000')!.vehicle!.id;
  const record = (await (await page.request.get(`/api/vehicles/${vehicleId}`)).json()) as { services: { id: string }[] };
  const serviceId = record.services[0]!.id;

  await page.goto(`/vistoria-transito?servico=${serviceId}`);
  await expect(field(region(page, 'Dados do Veículo'), 'Placa')).toHaveValue('AAA-1000');
  await expect(field(region(page, 'Dados do Proprietário'), 'Nome/Razão Social')).not.toHaveValue('');
});

test('typed work is not lost silently: leaving Comunicação de Venda and pressing Esc in Novo orçamento ask first', async ({ page }) => {
  await page.goto('/comunicacao-venda');
  const name = field(region(page, 'Dados do Proprietário (Vendedor)'), 'Nome/Razão Social');
  await name.fill('Maria da Silva');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const question = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/comunicacao-venda$/);
  await expect(name).toHaveValue('Maria da Silva');

  await page.getByRole('navigation').getByRole('link', { name: 'Orçamentos' }).click();
  await page.getByRole('dialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
  await page.getByRole('button', { name: 'Novo orçamento' }).click();
  const quote = page.getByRole('dialog', { name: 'Novo orçamento' });
  await quote.getByLabel('Nome do cliente').fill('Cliente Guardado');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Descartar alterações?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(quote.getByLabel('Nome do cliente')).toHaveValue('Cliente Guardado');
});
