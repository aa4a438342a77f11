import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import type { AgendaSummaryResponse } from '../packages/domain/src/agenda/contracts.ts';
import { agencyToday, shiftDay } from '../packages/domain/src/agency-calendar.ts';
import { formatBrDate } from '../packages/domain/src/validators/date.ts';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 18 item 2: a vistoria scheduled on a service shows on /agenda and on the dashboard's card.

const registerThroughApi = (page: Page) => saveRegistration(page, { owner: { nome: `Agenda E2E ${Date.now()}` } });

async function summary(page: Page) {
  const res = await page.request.get('/api/agenda/summary');
  expect(res.status()).toBe(200);
  return (await res.json()) as AgendaSummaryResponse;
}

test('a vistoria scheduled on a service is on the agenda of the week and counted on the dashboard', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { vehicle, service } = await registerThroughApi(page);
  const before = await summary(page);
  const today = agencyToday();
  const posto = `Posto E2E ${Date.now()}`;

  // Scheduled through Cadastro do Sistema's own vistoria form.
  await page.goto(`/cadastro-sistema?veiculo=${vehicle.id}&servico=${service.id}`);
  await page.getByRole('tab', { name: 'Documentos e Processo', exact: true }).click();
  const form = page.getByRole('region', { name: 'Vistoria', exact: true });
  await form.getByLabel('Data', { exact: true }).pressSequentially(formatBrDate(today).replaceAll('/', ''));
  await form.getByLabel('Hora', { exact: true }).pressSequentially('0915');
  await expect(form.getByLabel('Hora', { exact: true })).toHaveValue('09:15');
  await form.getByLabel('Posto', { exact: true }).fill(posto);
  await form.getByRole('button', { name: 'Salvar vistoria' }).click();
  await expect(page.getByText('Vistoria salva')).toBeVisible();

  const after = await summary(page);
  expect(after.vistoriasToday).toBe(before.vistoriasToday + 1);
  expect(after.vistoriasWeek).toBe(before.vistoriasWeek + 1);

  // The dashboard's card shows the server's figures.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Agenda' });
  for (const [label, value] of [
    ['Vistorias hoje', after.vistoriasToday],
    ['Vistorias na semana', after.vistoriasWeek],
    ['Prazos na semana', after.deadlinesWeek],
    ['Vistorias atrasadas', after.lateVistorias],
    ['Prazos vencidos', after.lateDeadlines],
  ] as const) {
    await expect(card.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`)).toHaveText(value.toLocaleString('pt-BR'));
  }

  // On a phone: the card's link, the posto filter, and the row that opens the service.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('link', { name: 'Abrir a agenda' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await page.getByLabel('Posto', { exact: true }).selectOption(posto);
  const vistorias = page.getByRole('region', { name: 'Vistorias' });
  const day = vistorias.getByRole('list', { name: new RegExp(`${formatBrDate(today)} — Hoje$`) });
  await expect(day.getByRole('link')).toHaveCount(1);
  await expect(day.getByRole('link')).toContainText(`09:15Nº ${service.number} —`);
  await expect(day.getByRole('link')).toContainText('Hoje');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(',')}`,
      ),
  ).toEqual([]);

  await day.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/cadastro-sistema\\?veiculo=${vehicle.id}&servico=${service.id}`));

  // The menu leads there too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();

  // The transferência's legal deadline: 30 days from the day it was opened (no data do processo given).
  const due = shiftDay(today, 30);
  await page.goto(`/agenda?semana=${due}`);
  const deadlines = page.getByRole('region', { name: 'Prazos' });
  const row = deadlines.getByRole('link').filter({ hasText: `Nº ${service.number} —` });
  await expect(row).toContainText('Lei 14.071/2020');
  await expect(row).toContainText(`contado de ${formatBrDate(today)}`);
  const dueList = deadlines.getByRole('list').filter({ has: page.getByRole('link').filter({ hasText: `Nº ${service.number} —` }) });
  await expect(dueList).toHaveAccessibleName(new RegExp(`, ${formatBrDate(due)}$`));
});
