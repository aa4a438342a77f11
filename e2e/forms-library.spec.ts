import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { expect, test, type Download, type Locator, type Page } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function downloadFrom(page: Page, link: Locator): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await fs.readFile((await download.path())!);
  return { download, bytes };
}

/** The words drawn on the pages (pdfmake deflates content streams and writes words as hex strings). */
function pdfText(pdf: Buffer): string {
  let text = '';
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = '';
    try {
      content = zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(hex[1]!, 'hex').toString('latin1');
  }
  return text;
}

test('forms library: a blank PDF, a form screen, a receipt filled from a service', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/formularios');

  const blank = await downloadFrom(page, region(page, 'Outros Serviços').getByRole('link', { name: 'Download Declaração de Residência' }));
  expect(blank.download.suggestedFilename()).toBe('declaracao-residencia.pdf');
  expect(blank.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await region(page, 'Formulários de Veículos').getByRole('link', { name: 'Visualizar Intenção de Venda' }).click();
  await expect(page).toHaveURL(/\/intencao-venda$/);
  await page.goBack();

  await page.getByRole('searchbox', { name: 'Buscar serviço pela placa' }).fill('AAA1000');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const results = page.getByRole('list', { name: 'Serviços encontrados' });
  await expect(results.getByText(/^AAA-1000 — Serviço nº \d+/).first()).toBeVisible();
  await results
    .getByRole('button', { name: /^Usar o serviço nº \d+$/ })
    .first()
    .click();
  await expect(page.getByText(/Documentos preenchidos com o serviço nº \d+ — placa AAA-1000/)).toBeVisible();

  const filled = await downloadFrom(page, region(page, 'Recibos').getByRole('link', { name: 'Download Recibo', exact: true }));
  expect(filled.download.suggestedFilename()).toMatch(/^recibo-servico-\d+\.pdf$/);
  expect(filled.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(filled.bytes)).toContain('AAA-1000');
});
