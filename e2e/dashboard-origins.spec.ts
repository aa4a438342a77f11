import { expect, test, type Page } from './fixtures.ts';
import { dashboardLabels, type DashboardResponse } from '../packages/domain/src/contracts/dashboard.ts';
import { todayBr } from '../packages/domain/src/validators/date.ts';
import { formatMoney } from '../packages/domain/src/validators/money.ts';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
const statValue = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');

async function expectCardsToMatchApi(page: Page): Promise<DashboardResponse> {
  const response = await page.request.get('/api/dashboard');
  expect(response.status()).toBe(200);
  const data = (await response.json()) as DashboardResponse;
  const labels = dashboardLabels[data.scope];
  await expect(statValue(page, labels.customers)).toHaveText(count(data.cards.customers));
  await expect(statValue(page, labels.activeServices)).toHaveText(count(data.cards.activeServices));
  await expect(statValue(page, labels.pendingDocuments)).toHaveText(count(data.cards.pendingDocuments));
  await expect(statValue(page, labels.monthRevenue)).toHaveText(formatMoney(data.cards.monthRevenueCents));
  await expect(statValue(page, labels.receivable)).toHaveText(formatMoney(data.cards.receivableCents));
  for (const [label, value] of [
    ['Pendentes', data.statusCounts.pending],
    ['Em andamento', data.statusCounts.in_progress],
    ['Concluídos', data.statusCounts.completed],
    ['Atrasados', data.statusCounts.late],
  ] as const) {
    await expect(statValue(page, label)).toHaveText(count(value));
  }
  // Where the processes are, by stage (issue 34 item 4, decision 058).
  for (const [label, value] of [
    ['Na agência', data.stageCounts.agencia],
    ['No DETRAN', data.stageCounts.detran],
    ['Em exigência', data.stageCounts.exigencia],
    ['Concluído', data.stageCounts.concluido],
  ] as const) {
    await expect(statValue(page, label)).toHaveText(count(value));
  }
  return data;
}

test('creates an origin through the screen, finds it by search and edits it', async ({ page }) => {
  const name = `Origem E2E ${Date.now()}`;
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Origem dos Serviços' }).click();
  await expect(page.getByRole('searchbox', { name: 'Buscar origem' })).toBeFocused();

  await page.getByRole('button', { name: 'Nova Origem' }).click();
  await page.getByLabel('Nome da Empresa').fill(name);
  await page.getByLabel('Razão Social').fill(`${name} Ltda`);
  await page.getByLabel('CNPJ').pressSequentially('11222333000181');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByLabel('CEP').pressSequentially('20040002');
  await page.getByLabel('Município').fill('Niterói');
  await page.getByLabel('Telefone').pressSequentially('2133334444');
  await expect(page.getByLabel('Telefone')).toHaveValue('(21) 3333-4444');
  await page.getByLabel('Email').fill('contato@origem-e2e.com.br');
  await page.getByRole('button', { name: 'Salvar Origem' }).click();
  await expect(page.getByText('Origem salva com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar Origem' })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Buscar origem' });
  await search.fill(name);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('11.222.333/0001-81');
  await expect(rows.first()).toContainText('(21) 3333-4444');
  await expect(rows.first()).toContainText(new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date()));

  await rows.first().getByText('Niterói').click();
  await expect(page.getByLabel('Nome da Empresa')).toHaveValue(name);
  await expect(page.getByLabel('CEP')).toHaveValue('20040-002');
  await page.getByLabel('Município').fill('Rio de Janeiro');
  await page.getByRole('button', { name: 'Salvar Origem' }).click();
  await expect(page.getByText('Origem salva com sucesso!').first()).toBeVisible();
  await expect(rows.first()).toContainText('Rio de Janeiro');

  // Stored, not just shown: a fresh load of the same search reads it back from the server.
  await page.reload();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText('Rio de Janeiro');

  await configureAndPayCommission(page, name);
});

/**
 * Configurar and Comissões (issue 34 item 13), in the same session as the origin it configures:
 * a 12,5% commission the agency pays, a service the origin brought, its statement, the payment
 * recorded, and the actions in view on a 375 px phone.
 */
async function configureAndPayCommission(page: Page, name: string) {
  test.setTimeout(60_000);
  const origins = (await (await page.request.get(`/api/origins?q=${encodeURIComponent(name)}`)).json()) as { id: string }[];
  const stamp = Date.now() % 1000;
  const { service } = await saveRegistration(page, {
    owner: { nome: `Cliente Comissão ${stamp}` },
    vehicle: { placa: `RJC${stamp % 10}D${String(stamp).padStart(3, '0').slice(-2)}` },
    service: { origemServico: 'despachante', originId: origins[0]!.id, valor: '100,00', honorarios: '200,00' },
  });

  await page.getByRole('button', { name: `Configurar ${name}` }).click();
  const settings = page.getByRole('dialog', { name: `Configurar origem: ${name}` });
  await settings.getByLabel('Nome do contato').fill('Paulo Vendas');
  await settings.getByLabel('Telefone do contato').pressSequentially('21987654321');
  await settings.getByLabel('Comissão nos serviços desta origem').selectOption('pay');
  await settings.getByLabel('Percentual (%)').fill('12,5');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configuração da origem salva')).toBeVisible();
  await expect(settings).toHaveCount(0);

  await page.getByRole('tab', { name: 'Comissões' }).click();
  await page.getByLabel('Origem', { exact: true }).selectOption({ label: name });
  const statement = page.getByRole('table', { name: new RegExp(`^Comissões de ${name}`) });
  const row = statement.locator('tbody tr').filter({ hasText: `Cliente Comissão ${stamp}` });
  await expect(row).toContainText('R$ 25,00');
  await expect(row).toContainText('Em aberto');
  await expect(page.getByRole('group', { name: 'Total de comissões' })).toContainText('R$ 25,00');
  await expect(page.getByRole('link', { name: 'Baixar XLSX' })).toHaveAttribute('href', /\/api\/commissions\/export\?format=xlsx&/);

  // A phone: nothing spills sideways and the statement's actions stay in view.
  await page.setViewportSize({ width: 375, height: 800 });
  const inView = async (name: string) => {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(375);
  };
  await row.getByRole('checkbox').check();
  await inView('Registrar pagamento');
  await page.getByRole('button', { name: 'Registrar pagamento' }).click();
  const settle = page.getByRole('dialog', { name: 'Registrar a comissão de 1 serviço' });
  await expect(settle.getByLabel('Data')).toHaveValue(todayBr());
  await settle.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption('pix');
  await settle.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(page.getByText('Comissão de 1 serviço registrada')).toBeVisible();
  await expect(row).toContainText(`Paga em ${todayBr()}`);
  await expect(page.getByRole('group', { name: 'Liquidado' })).toContainText('R$ 25,00');
  await inView(`Estornar a comissão do serviço nº ${service.number}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the dashboard cards show the numbers of GET /api/dashboard, with recent activity', async ({ page, baseURL }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Something to show in Atividades Recentes, through the API with the same session.
  const name = `Origem Painel ${Date.now()}`;
  const created = await page.request.post('/api/origins', { data: { nomeEmpresa: name }, headers: { origin: baseURL! } });
  expect(created.status()).toBe(201);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Bem-vindo, / })).toBeVisible();
  const data = await expectCardsToMatchApi(page);
  expect(data.scope).toBe('agency');
  const activities = page.getByRole('list', { name: 'Atividades Recentes' });
  await expect(activities.getByText(`Cadastrou a origem ${name}`)).toBeVisible();

  await page.getByRole('link', { name: 'Ver Relatórios' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});

// The admin dashboard shows the platform's own figures (issue 14): e2e/admin-billing.spec.ts.

test('the dashboard numbers change when the agency registers a customer and a service', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await expectCardsToMatchApi(page);

  const stamp = Date.now() % 1000;
  const plate = `RJX${stamp % 10}E${String(stamp).padStart(3, '0').slice(-2)}`;
  const { service } = await saveRegistration(page, {
    owner: { nome: `Cliente Painel ${stamp}` },
    vehicle: { placa: plate },
    service: { valor: '100,00', honorarios: '123,45' },
  });
  // Paid in full through the service's ledger (decision 025).
  const paid = await page.request.post(`/api/services/${service.id}/payments`, {
    data: { paidOn: todayBr(), method: 'pix', amount: '223,45' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.reload();
  const labels = dashboardLabels[before.scope];
  await expect(statValue(page, labels.customers)).toHaveText(count(before.cards.customers + 1));
  await expect(statValue(page, labels.activeServices)).toHaveText(count(before.cards.activeServices + 1));
  // The R$ 100,00 of DETRAN fees is a pass-through: only the honorários count (decision 017).
  await expect(statValue(page, labels.monthRevenue)).toHaveText(formatMoney(before.cards.monthRevenueCents + 12345));
  await expect(statValue(page, 'Pendentes')).toHaveText(count(before.statusCounts.pending + 1));
  await expect(statValue(page, 'Na agência')).toHaveText(count(before.stageCounts.agencia + 1));
  await expect(page.getByText(`Cliente Painel ${stamp}`).first()).toBeVisible();
});
