import fs from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { sampleRequests } from '../packages/domain/src/contracts/requests/samples.ts';
import { toMercosulPlate } from '../packages/domain/src/validators/plate.ts';
import { demo, loginThroughForm } from './support.ts';

test('a stored request shows in Solicitações, filters by plate, opens, prints and downloads as PDF, sorts by a header', async ({ page, baseURL }) => {
  const digits = String(1000 + Math.floor(Math.random() * 9000));
  const oldPlate = `QZX-${digits}`;
  const plate = toMercosulPlate(oldPlate);
  const subject = `Cliente E2E ${digits}`;

  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = await page.request.post('/api/requests', {
    headers: { origin: baseURL! },
    data: { type: 'vistoria-transito', data: { ...sampleRequests['vistoria-transito'], nomeRazaoSocial: subject, placa: oldPlate } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Solicitações' }).click();
  await expect(page).toHaveURL(/\/solicitacoes$/);
  const table = page.getByRole('table', { name: 'Solicitações registradas' });
  await expect(table.getByRole('row', { name: new RegExp(subject) })).toBeVisible();

  // The old spelling finds the plate stored as Mercosul.
  await page.getByLabel('Placa').fill(oldPlate);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/placa=QZX-\d{4}/);
  await expect(page.getByText('1 solicitação', { exact: true })).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(plate);

  const print = row.getByRole('link', { name: /^Imprimir/ });
  await expect(print).toHaveAttribute('target', '_blank');
  const inline = await page.request.get((await print.getAttribute('href'))!);
  expect(inline.headers()['content-disposition']).toMatch(/^inline/);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Baixar PDF/ }).click()]);
  expect(download.suggestedFilename()).toBe(`vistoria-transito-${plate}.pdf`);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await row.getByRole('link', { name: /^Visualizar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/solicitacoes/${id}$`));
  await expect(page.getByRole('heading', { name: 'Vistoria em Trânsito', level: 1 })).toBeVisible();
  await expect(page.getByText(subject, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Duplicar' })).toHaveAttribute('href', `/vistoria-transito?from=${id}`);

  // Headers sort on the server: a newer request of the plate, then Nome up and down (keyboard).
  const second = `Zélia E2E ${digits}`;
  const another = await page.request.post('/api/requests', {
    headers: { origin: baseURL! },
    data: { type: 'vistoria-transito', data: { ...sampleRequests['vistoria-transito'], nomeRazaoSocial: second, placa: oldPlate } },
  });
  expect(another.status()).toBe(201);
  await page.goto(`/solicitacoes?placa=${oldPlate}`);
  const names = table.getByRole('row').locator('td:nth-child(3)');
  await expect(names).toHaveText([second, subject]);
  const nameHeader = table.getByRole('columnheader', { name: 'Nome' });
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/ordem=subject&direcao=asc/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText([subject, second]);
  await nameHeader.getByRole('button').press('Enter');
  await expect(page).toHaveURL(/ordem=subject&direcao=desc/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText([second, subject]);
  await expect(table.getByRole('columnheader', { name: 'Data' })).toHaveAttribute('aria-sort', 'none');

  // Other filters narrow on the server too: no request of this type in a past range.
  await page.goto(`/solicitacoes?tipo=vistoria-transito&de=2020-01-01&ate=2020-01-31`);
  await expect(page.getByText('Nenhuma solicitação encontrada com esses filtros.')).toBeVisible();
});
