import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Locator, type Page } from './fixtures.ts';
import type { ReportGenerateResponse } from '../packages/domain/src/contracts/reports.ts';
import { formatMoney } from '../packages/domain/src/validators/money.ts';
import { demo, loginThroughForm } from './support.ts';

// Relatórios against the real server and the demo agency: what the screen shows is what the server
// answered (rows, totals, filters), exports download, and the history downloads the same file again.

async function openReports(page: Page, email = demo.dispatcher) {
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
}

/** Clicks a tile's button and returns what the server answered to it. */
async function generate(page: Page, tile: string): Promise<{ body: ReportGenerateResponse; sent: unknown }> {
  const answered = page.waitForResponse((r) => r.url().includes('/generate') && r.request().method() === 'POST');
  await page.getByRole('button', { name: `Gerar Relatório ${tile}` }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return { body: (await response.json()) as ReportGenerateResponse, sent: response.request().postDataJSON() };
}

async function expectNoSeriousViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

const bodyRows = (table: Locator) => table.locator('tbody tr');
const totalsRow = (table: Locator) => table.locator('tfoot tr');

async function download(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download: file, bytes: await fs.readFile((await file.path())!) };
}

test('generates GERAL, filters it by status, sorts it, exports it and downloads the file again from the history', async ({ page }) => {
  // The first export of a fresh server loads exceljs (hundreds of modules): slow on a busy machine.
  test.slow();
  await openReports(page);
  await expect(page.getByRole('list', { name: 'Relatórios disponíveis' }).getByRole('heading')).toHaveText(['GERAL', 'DAP', 'POR ORIGEM', '0KM']);

  // Generate: the table holds the server's rows and its totals row the server's totals.
  const all = await generate(page, 'GERAL');
  const result = page.getByRole('region', { name: 'Relatório GERAL' });
  await expect(result).toBeFocused();
  const table = result.getByRole('table', { name: 'Relatório GERAL' });
  expect(all.body.rowCount).toBeGreaterThan(0);
  await expect(bodyRows(table)).toHaveCount(all.body.rows.length);
  await expect(totalsRow(table)).toContainText(formatMoney(all.body.totals.total!));
  await expect(result.getByRole('img', { name: 'Serviços por semana e status' })).toBeVisible();
  await expectNoSeriousViolation(page);

  // Sort by the total, both ways: the first row holds the smallest, then the largest.
  const totalHeader = table.getByRole('columnheader', { name: /Total/ });
  const totals = all.body.rows.map((r) => Number(r.total));
  const totalIndex = all.body.columns.findIndex((c) => c.key === 'total');
  await totalHeader.getByRole('button').click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(table).first().locator('td').nth(totalIndex)).toHaveText(formatMoney(Math.min(...totals)));
  await totalHeader.getByRole('button').press('Enter');
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(table).first().locator('td').nth(totalIndex)).toHaveText(formatMoney(Math.max(...totals)));

  // Filter by status: the filter is shown, sent, and every row has that status.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Concluído' });
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByTestId('applied-filters')).toContainText('Status: Concluído');
  const done = await generate(page, 'GERAL');
  expect(done.sent).toMatchObject({ filters: { status: 'completed' } });
  expect(done.body.rowCount).toBeLessThan(all.body.rowCount);
  await expect(result).toContainText('Status: Concluído');
  const statusIndex = done.body.columns.findIndex((c) => c.key === 'status');
  await expect(bodyRows(table)).toHaveCount(done.body.rows.length);
  for (const cell of await bodyRows(table)
    .locator(`td:nth-child(${statusIndex + 1})`)
    .all())
    await expect(cell).toHaveText('Concluído');

  // Export the filtered report as XLSX: progress, then the file downloads.
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const exported = await download(page, () => page.getByRole('button', { name: 'Exportar em XLSX' }).click());
  expect(exported.download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(exported.bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText('Exportação concluída', { exact: true })).toBeVisible();

  // The history lists the export with its filters and downloads the same file again.
  const history = page.getByRole('table', { name: 'Histórico' });
  const exportRow = history.locator('tbody tr').filter({ hasText: 'XLSX' }).filter({ hasText: 'Status: Concluído' }).first();
  await expect(exportRow).toContainText('GERAL');
  await expect(exportRow).toContainText(String(done.body.rowCount));
  const again = await download(page, () => exportRow.getByRole('link', { name: /^Baixar GERAL em XLSX/ }).click());
  expect(again.download.suggestedFilename()).toBe(exported.download.suggestedFilename());
  expect(again.bytes.equals(exported.bytes)).toBe(true);

  // A screen run generates again from the history with its own filters.
  const screenRow = history.locator('tbody tr').filter({ hasText: 'Tela' }).first();
  await expect(screenRow).toBeVisible();
  const regenerated = page.waitForResponse((r) => r.url().includes('/generate'));
  await screenRow.getByRole('button', { name: /^Gerar novamente/ }).click();
  expect((await regenerated).status()).toBe(200);
  await expect(page.getByRole('region', { name: /^Relatório / })).toBeVisible();
});

test('exports POR ORIGEM as CSV: UTF-8 with BOM and semicolons, totals by origin on screen', async ({ page }) => {
  test.slow();
  await openReports(page);
  const byOrigin = await generate(page, 'POR ORIGEM');
  const result = page.getByRole('region', { name: 'Relatório POR ORIGEM' });
  await expect(result.getByRole('img', { name: 'Valor por origem' })).toBeVisible();
  await expect(totalsRow(result.getByRole('table', { name: 'Relatório POR ORIGEM' }))).toContainText(formatMoney(byOrigin.body.totals.total!));
  await result.getByText('Ver dados do gráfico').click();
  await expect(result.getByRole('table', { name: 'Valor por origem' })).toBeVisible();
  await expectNoSeriousViolation(page);

  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  await page.getByRole('combobox', { name: 'Relatório' }).selectOption({ label: 'POR ORIGEM' });
  const csv = await download(page, () => page.getByRole('button', { name: 'Exportar em CSV' }).click());
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const header = csv.bytes.subarray(3).toString('utf8').split(/\r?\n/)[0]!;
  expect(header.split(';')).toEqual(expect.arrayContaining(byOrigin.body.columns.map((c) => c.header)));
});

test('a staff user narrows a report to their own services; axe finds no serious violation on the open screen', async ({ page }) => {
  await openReports(page, demo.staff);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const user = page.getByRole('combobox', { name: 'Usuário' });
  await expect(user.locator('option')).toHaveCount(2);
  await user.selectOption({ index: 1 });
  await expect(user.locator('option:checked')).toHaveText(/\(eu\)$/);
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByRole('button', { name: 'Filtros' })).toBeFocused();
  const mine = await generate(page, '0KM');
  expect(mine.sent).toMatchObject({ filters: { userId: expect.any(String) } });
  await expect(page.getByRole('region', { name: 'Relatório 0KM' })).toContainText(`Usuário: `);

  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  await expectNoSeriousViolation(page);
});
