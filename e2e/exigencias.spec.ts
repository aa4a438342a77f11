import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import type { ExigenciaSummaryResponse } from '../packages/domain/src/exigencias/contracts.ts';
import { agencyToday, shiftDay } from '../packages/domain/src/agency-calendar.ts';
import { formatBrDate } from '../packages/domain/src/validators/date.ts';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 18 item 1: register an exigência on a service, see it in the queue and on the dashboard,
// attach what DETRAN asked for, return it to DETRAN.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function registerService(page: Page) {
  const { service, vehicle } = await saveRegistration(page, { owner: { nome: `Exigência E2E ${Date.now()}` } });
  return { ...service, placa: vehicle.placa, vehicleId: vehicle.id };
}

async function summary(page: Page) {
  const res = await page.request.get('/api/exigencias/summary');
  expect(res.status()).toBe(200);
  return (await res.json()) as ExigenciaSummaryResponse;
}

test('an exigência registered on a service is queued, counted on the dashboard, documented and returned to DETRAN', async ({ page, baseURL }) => {
  // Wide enough for every column of the queue (narrower screens hide the secondary ones).
  await page.setViewportSize({ width: 1600, height: 900 });
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const service = await registerService(page);
  const before = await summary(page);
  const demand = `Apresentar CRV original ${Date.now()}`;

  await page.goto('/retorno-exigencia');
  await page.getByRole('button', { name: 'Registrar exigência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar exigência' });
  await dialog.getByLabel('Buscar serviço (nº ou placa)').fill(service.placa);
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await dialog.getByRole('button', { name: `Escolher nº ${service.number}` }).click();
  await dialog.getByLabel('Exigência', { exact: true }).fill(`${demand}\nE o laudo de vistoria`);
  await dialog.getByLabel('CRV (Certificado de Registro de Veículo)').check();
  await dialog.getByLabel('Laudo de vistoria').check();
  await dialog.getByRole('button', { name: 'Registrar exigência' }).click();
  await expect(page.getByText('Exigência registrada')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the open queue with its documents pending.
  await page.getByLabel('Buscar (nº, placa ou proprietário)').fill(service.placa);
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ hasText: demand });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '0 de 2' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Em aberto' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The suggested deadline becomes the one agreed with the customer, 60 days from now.
  const agreed = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 60 * 86_400_000));
  await row.getByRole('button', { name: `Editar — Serviço nº ${service.number}` }).click();
  const editing = page.getByRole('dialog', { name: `Prazo e responsável — serviço nº ${service.number}` });
  await editing.getByLabel('Prazo').fill(agreed);
  await editing.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Exigência atualizada')).toBeVisible();
  await expect(editing).toBeHidden();
  await expect(row.getByRole('cell', { name: agreed })).toBeVisible();

  // Counted on the dashboard's card.
  const after = await summary(page);
  expect(after.open).toBe(before.open + 1);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Exigências' });
  await expect(card.getByRole('link', { name: String(after.open), exact: true }).first()).toHaveAttribute('href', '/retorno-exigencia');

  // The CRV's scan attached, the laudo handed in at the counter.
  await page.goto(`/retorno-exigencia?q=${service.placa}`);
  await page.getByRole('button', { name: `Documentos — Serviço nº ${service.number}` }).click();
  const documents = page.getByRole('dialog', { name: `Documentos exigidos — serviço nº ${service.number}` });
  await documents
    .getByLabel('Arquivo para CRV (Certificado de Registro de Veículo)')
    .setInputFiles({ name: 'crv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(documents.getByText('CRV (Certificado de Registro de Veículo) — Recebido')).toBeVisible();
  await documents.getByRole('listitem').filter({ hasText: 'Laudo de vistoria' }).getByRole('button', { name: 'Marcar recebido' }).click();
  await expect(documents.getByText('Laudo de vistoria — Recebido')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: demand }).getByRole('cell', { name: '2 de 2' })).toBeVisible();

  // Retornar à DETRAN: gone from the open queue, listed among the returned ones.
  await page.getByRole('button', { name: `Retornar à DETRAN — Serviço nº ${service.number}` }).click();
  const back = page.getByRole('dialog', { name: `Retornar à DETRAN — serviço nº ${service.number}` });
  await back.getByLabel('Observação do retorno').fill('Entregue no posto');
  await back.getByRole('button', { name: 'Retornar à DETRAN' }).click();
  await expect(page.getByText('Exigência retornada à DETRAN')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: demand })).toHaveCount(0);
  await page.getByLabel('Situação').selectOption('returned');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: demand })
      .getByRole('cell', { name: /^Retornada/ }),
  ).toBeVisible();
  expect((await summary(page)).open).toBe(before.open);

  // The service's history shows both movements.
  const detail = await page.request.get(`/api/services/${service.id}`);
  const { movements } = (await detail.json()) as { movements: { position: string; note: string }[] };
  expect(movements.slice(-2)).toEqual([
    expect.objectContaining({ position: 'exigencia', note: demand }),
    expect.objectContaining({ position: 'emissao', note: 'Retorno de exigência: Entregue no posto' }),
  ]);

  // Issue 34: a service moved to Exigência by a movement (Documentos e Processo) is in the queue
  // too, with the movement's note as its demand, and the dashboard counts what the queue lists.
  const moved = await registerService(page);
  const note = `Movido para exigência ${Date.now()}`;
  const movement = await page.request.post(`/api/services/${moved.id}/movements`, { headers: { origin: baseURL! }, data: { position: 'exigencia', note } });
  expect(movement.status()).toBe(201);
  await page.goto(`/retorno-exigencia?q=${moved.placa}`);
  await expect(page.getByRole('row').filter({ hasText: note }).getByRole('cell', { name: 'Em aberto' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Retornar à DETRAN — Serviço nº ${moved.number}` })).toBeVisible();
  const requirements = (await (await page.request.get('/api/dashboard/requirements')).json()) as { total: number };
  expect(requirements.total).toBe((await summary(page)).open);
});

test("an exigência registered from the service's page 40 days back is late past its suggested deadline", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const service = await registerService(page);
  const before = await summary(page);
  const demand = `Comprovante de residência ${Date.now()}`;

  await page.goto(`/cadastro-sistema?veiculo=${service.vehicleId}&servico=${service.id}`);
  await page.getByRole('tab', { name: 'Documentos e Processo', exact: true }).click();
  await page.getByRole('link', { name: 'Registrar exigência' }).click();
  await expect(page).toHaveURL(new RegExp(`/retorno-exigencia\\?servico=${service.id}$`));
  const dialog = page.getByRole('dialog', { name: 'Registrar exigência' });
  await expect(dialog.getByText(`Serviço nº ${service.number}`)).toBeVisible();
  await dialog.getByLabel('Exigência', { exact: true }).fill(demand);
  const raised = dialog.getByLabel('Data da exigência');
  await raised.fill('');
  await raised.pressSequentially(formatBrDate(shiftDay(agencyToday(), -40)).replaceAll('/', ''));
  // The suggested deadline follows: 30 days after, so 10 days ago.
  await expect(dialog.getByLabel('Prazo')).toHaveValue(formatBrDate(shiftDay(agencyToday(), -10)));
  await dialog.getByRole('button', { name: 'Registrar exigência' }).click();
  await expect(page.getByText('Exigência registrada')).toBeVisible();
  await expect(page).toHaveURL(/\/retorno-exigencia$/);

  expect(await summary(page)).toEqual({ open: before.open + 1, late: before.late + 1 });
  await page.getByLabel('Situação').selectOption('late');
  const row = page.getByRole('row').filter({ hasText: demand });
  await expect(row.getByText('Atrasada há 10 dias')).toBeVisible();
  await expect(row.getByRole('cell', { name: '40', exact: true })).toBeVisible();

  // On a phone the table scrolls inside its frame, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
