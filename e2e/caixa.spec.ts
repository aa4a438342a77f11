import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { shiftDay } from '../packages/domain/src/agency-calendar.ts';
import { caixaToday } from '../packages/domain/src/caixa/period.ts';
import type { CaixaResponse } from '../packages/domain/src/contracts/caixa.ts';
import type { SearchResult } from '../packages/domain/src/contracts/registry/registration.ts';
import { formatMoney } from '../packages/domain/src/validators/money.ts';
import { demo, loginThroughForm } from './support.ts';

// Issue 15 item 7: a payment taken at the counter shows in today's caixa and in its CSV export.

const brDay = (iso: string) => iso.split('-').reverse().join('/');
const spaces = (s: string) => s.replace(/\s/g, ' ');

test("Caixa: a payment recorded through the API is on today's page, in the totals and in the CSV export", async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const api = page.request;
  const origin = new URL(page.url()).origin;
  const today = caixaToday();

  const found = (await (await api.get('/api/registry/search?q=AAA1000')).json()) as SearchResult[];
  const service = found.flatMap((r) => r.openServices.map((s) => ({ ...s, owner: r.owner.nome })))[0]!;
  expect(service, 'the demo registry has an open service for AAA1000').toBeTruthy();
  const before = (await (await api.get(`/api/caixa?from=${today}&to=${today}`)).json()) as CaixaResponse;

  const note = `Caixa e2e ${Date.now()}`;
  const paid = await api.post(`/api/services/${service.id}/payments`, {
    data: { paidOn: brDay(today), method: 'pix', amount: '123,45', note, confirmOverpayment: true },
    headers: { origin },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Caixa' }).click();
  await expect(page).toHaveURL(/\/caixa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Caixa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');

  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(service.owner);
  await expect(row).toContainText('PIX');
  await expect(row.getByRole('link', { name: `Financeiro do serviço nº ${service.number}` })).toBeVisible();
  expect(spaces((await row.textContent()) ?? '')).toContain('R$ 123,45');

  const summary = page.getByRole('region', { name: 'Resumo do período' });
  const closing = spaces((await summary.getByRole('group', { name: 'Saldo final' }).textContent()) ?? '');
  expect(closing).toContain(formatMoney(before.closingCents + 12_345));
  const pix = spaces((await page.getByRole('group', { name: 'PIX', exact: true }).textContent()) ?? '');
  expect(pix).toContain(formatMoney(before.byMethod.find((m) => m.method === 'pix')!.inCents + 12_345));

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar caixa em CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`caixa-${today}-a-${today}.csv`);
  const bytes = await fs.readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Data;Hora;Serviço;Proprietário;Descrição;Forma;Entrada (R$);Saída (R$);Saldo (R$);Responsável');
  const mine = lines.find((l) => l.includes(note))!.split(';');
  expect([mine[0], mine[2], mine[3], mine[5], mine[6]]).toEqual([brDay(today), String(service.number), service.owner, 'PIX', '123,45']);
  expect(lines.filter(Boolean).at(-1)).toBe(`${brDay(today)};;;;Saldo final;;;;${((before.closingCents + 12_345) / 100).toFixed(2).replace('.', ',')};`);

  // Issue 34 item 3: a period typed as dd/mm/aaaa (digits only, the field adds the slashes) is applied.
  const yesterday = shiftDay(today, -1);
  const from = page.getByLabel('De', { exact: true });
  await from.fill('');
  await from.pressSequentially(brDay(yesterday).replaceAll('/', ''));
  await expect(from).toHaveValue(brDay(yesterday));
  await expect(page).toHaveURL(new RegExp(`/caixa\\?de=${yesterday}&ate=${today}$`));
  await expect(page.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'false');
  await expect(row).toHaveCount(1);
});
