import { expect, test, type Locator, type Page } from './fixtures.ts';
import { generateCpf, generateLicensePlate, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { demo, loginThroughForm } from './support.ts';

// Issue 13: one request per submission however often "Enviar" is clicked (decision 018), and the
// dates and times typed dd/mm/aaaa and hh:mm even in a browser set to English.

const field = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A Mercosul plate nobody else uses in this run, so the history can count its requests. */
const freshPlate = () => {
  const letters = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `${letters()}${letters()}${letters()}${Math.floor(Math.random() * 10)}${letters()}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
};

async function fillInspection(page: Page, plate: string) {
  const owner = region(page, 'Dados do Proprietário');
  const values: Record<string, string> = {
    'Nome/Razão Social': 'Maria da Silva',
    'Documento de Identidade': '12.345.678-9',
    'Órgão Expedidor': 'DETRAN-RJ',
    'CPF/CNPJ': '11144477735',
    Endereço: 'Rua do Ouvidor',
    Número: '50',
    CEP: '20040020',
    Cidade: 'Rio de Janeiro',
    Bairro: 'Centro',
    Telefone: '21987654321',
  };
  for (const [label, value] of Object.entries(values)) await field(owner, label).fill(value);
  await field(owner, 'UF').selectOption('RJ');
  await field(page, 'Placa').fill(plate);
  await field(page, 'RENAVAM').fill('00639884962');
  await field(page, 'Chassi').fill('9BWZZZ377VT004251');
  await field(page, 'Marca/Modelo').fill('VW/Gol 1.0');
  await page.getByLabel('Vistoria em trânsito para veículos emplacados no Rio de Janeiro').check();
}

const storedWithPlate = async (page: Page, plate: string) => (await (await page.request.get(`/api/requests?placa=${plate}`)).json()).total as number;

test.beforeEach(async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a triple click on Enviar stores one request; the form then shows it and offers Nova solicitação', async ({ page }) => {
  const plate = freshPlate();
  await page.goto('/vistoria-transito');
  await fillInspection(page, plate);
  const submit = page.getByRole('button', { name: 'Enviar Solicitação' });
  await submit.click({ clickCount: 3 });

  const notice = page.getByRole('status').filter({ hasText: 'Solicitação registrada' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', /^\/api\/requests\/[^/]+\/pdf$/);
  await expect(submit).toBeDisabled();
  expect(await storedWithPlate(page, plate)).toBe(1);

  await notice.getByRole('button', { name: 'Nova solicitação' }).click();
  await expect(field(page, 'Placa')).toHaveValue('');
  await expect(submit).toBeEnabled();
  expect(await storedWithPlate(page, plate)).toBe(1);
});

test('the server answers a repeated key with the stored request, even sent in parallel', async ({ page }) => {
  await page.goto('/vistoria-transito');
  const plate = freshPlate();
  // The body the form would send, posted five times at once with one key, as a flaky network might.
  const ids = await page.evaluate(
    async (data) => {
      const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      const send = () =>
        fetch('/api/requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ type: 'vistoria-transito', data }),
        }).then(async (r) => ({ status: r.status, body: await r.json() }));
      return Promise.all(Array.from({ length: 5 }, send));
    },
    { ...sampleRequests['vistoria-transito'], placa: plate },
  );
  expect(ids.map((r) => r.status).sort(), JSON.stringify(ids[0]?.body)).toEqual([200, 200, 200, 200, 201]);
  expect(new Set(ids.map((r) => r.body.id)).size).toBe(1);
  expect(await storedWithPlate(page, plate)).toBe(1);
});

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('the Solicitações filter takes dd/mm/aaaa and sends yyyy-mm-dd', async ({ page }) => {
    await page.goto('/solicitacoes');
    const from = field(page, 'De');
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    // Not the browser's date input, which an English Chromium shows as mm/dd/yyyy.
    expect(await from.evaluate((input: HTMLInputElement) => input.type)).toBe('text');
    await from.pressSequentially('01032026');
    await expect(from).toHaveValue('01/03/2026');
    await field(page, 'Até').pressSequentially('31022026');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Data inválida (use dd/mm/aaaa)')).toBeVisible();
    await field(page, 'Até').fill('31/03/2026');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/de=2026-03-01&ate=2026-03-31/);
  });

  test('the vistoria Hora takes hh:mm and keeps it', async ({ page }) => {
    const plate = generateLicensePlate().toUpperCase();
    const registration = {
      owner: { nome: `Proprietário Hora ${Date.now()}`, cpf: generateCpf(), cep: '20071-002', municipio: 'Rio de Janeiro', uf: 'RJ', cel: '(21) 98765-4321' },
      vehicle: { placa: plate, renavam: generateRenavam(), chassis: '9BWZZZ377VT004251', marca: 'VW', modelo: 'Gol', anoFabricacao: '2015' },
      service: {
        servico: 'transferencia',
        assinatura: 'digital',
        posicao: 'emissao',
        origemServico: 'despachante',
        capaProcesso: 'normal',
        valor: '250,00',
        honorarios: '300,00',
        valorPago: '100,00',
      },
    };
    // Sent from the page, so it is a same-origin request with the session like the app's own.
    const saved = await page.evaluate(async (body) => {
      const res = await fetch('/api/registrations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, text: await res.text() };
    }, registration);
    expect(saved.status, saved.text).toBe(200);

    await page.goto('/cadastro-sistema');
    const box = page.getByRole('searchbox', { name: 'Buscar cadastro' });
    await box.fill(plate);
    await box.press('Enter');
    await expect(page.getByRole('tabpanel', { name: 'Dados do Veículo' }).getByLabel('RENAVAM', { exact: true })).not.toHaveValue('');
    await page.getByRole('tab', { name: 'Documentos e Processo', exact: true }).click();
    const hora = field(page, 'Hora');
    expect(await hora.evaluate((input: HTMLInputElement) => input.type)).toBe('text');
    await expect(hora).toHaveAttribute('placeholder', 'hh:mm');
    await hora.pressSequentially('1430');
    await expect(hora).toHaveValue('14:30');
    await page.getByRole('button', { name: 'Salvar vistoria' }).click();
    await expect(page.getByText('Vistoria salva')).toBeVisible();
    await page.reload();
    await box.fill(plate);
    await box.press('Enter');
    await page.getByRole('tab', { name: 'Documentos e Processo', exact: true }).click();
    await expect(field(page, 'Hora')).toHaveValue('14:30');
  });
});
