import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { isCpf } from '../packages/domain/src/validators/cpf.ts';
import { isRenavam } from '../packages/domain/src/validators/renavam.ts';
import { demo, loginThroughForm } from './support.ts';

// Issue 17 item 10: the dispatcher finds a person by CPF, downloads their data as JSON and
// anonymises them; the old CPF then finds nothing.

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
/** A valid CPF nobody in the demo has: nine random digits and the check digits that fit. */
function freshCpf(): string {
  for (;;) {
    const base = digits(9);
    for (let dv = 0; dv < 100; dv++) {
      const cpf = base + String(dv).padStart(2, '0');
      if (isCpf(cpf)) return cpf;
    }
  }
}
function freshRenavam(): string {
  for (;;) {
    const base = digits(10);
    for (let dv = 0; dv < 10; dv++) if (isRenavam(base + dv)) return base + dv;
  }
}
const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

test('LGPD: export a person’s data as JSON, then anonymise them', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  const origin = new URL(page.url()).origin;
  const cpf = freshCpf();
  const name = `Titular E2E ${Date.now()}`;
  const saved = await page.request.post('/api/registrations', {
    headers: { origin },
    data: {
      owner: { nome: name, cpf, email: 'titular@e2e.despacha.test', cel: '(21) 98765-4321', endereco: 'Rua E2E', numero: '1' },
      vehicle: { placa: `${letters()}${digits(4)}`, renavam: freshRenavam(), chassis: '' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Privacidade e dados (LGPD)' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidade e dados (LGPD)' })).toBeVisible();

  const document = page.getByLabel('CPF/CNPJ do titular');
  await document.fill('111.111.111-11');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('CPF/CNPJ inválido')).toBeVisible();

  await document.fill(cpf);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const result = page.getByRole('region', { name });
  await expect(result).toBeVisible();
  await expect(result.getByText('Veículos')).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Exportar dados (JSON)' }).click()]);
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
  expect(data.owners[0]).toMatchObject({ nome: name, cpf, email: 'titular@e2e.despacha.test' });
  expect(data.vehicles).toHaveLength(1);

  await result.getByRole('button', { name: 'Anonimizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anonimizar titular' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Anonimizar' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Digite o CPF/CNPJ ou ANONIMIZAR para confirmar').fill('ANONIMIZAR');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Dados do titular anonimizados.' })).toBeVisible();

  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('A agência não guarda dados deste CPF/CNPJ.')).toBeVisible();
  const search = await page.request.get(`/api/registry/search?q=${cpf}`);
  expect(await search.json()).toEqual([]);
});

// Issue 33: Importar dados, the whole wizard, as a dispatcher moving an agency in would use it.
test('Importar dados: a CSV with a refused row is mapped, analysed, imported, and its refused row comes back as XLSX', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Importar dados' }).click();
  await expect(page).toHaveURL(/\/importar-dados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importar dados' })).toBeVisible();

  const cpf = freshCpf();
  const plate = `${letters()}${digits(4)}`;
  const csv = [
    'Proprietário;CPF/CNPJ;Placa;Renavam;Coluna livre',
    `Importado E2E;${cpf};${plate};${freshRenavam()};x`,
    `Sem documento;111.111.111-11;${letters()}${digits(4)};${freshRenavam()};y`,
  ].join('\r\n');
  await page.getByLabel('Escolher arquivo').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  // Colunas: recognised by name; the free column is ignored by hand.
  await expect(page.getByRole('heading', { name: 'Associe as colunas aos campos' })).toBeVisible();
  await expect(page.getByLabel('Campo da coluna Placa')).toHaveValue('vehicle.placa');
  await page.getByLabel('Campo da coluna Coluna livre').selectOption({ label: 'Ignorar esta coluna' });
  await page.getByRole('button', { name: 'Analisar' }).click();

  // Conferência: the forecast, and the refused cell with the form's own message.
  await expect(page.getByText('Análise concluída. Nada foi salvo ainda.')).toBeVisible();
  await expect(page.getByText('CPF inválido').first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByRole('button', { name: 'Importar 1 linha' }).click();

  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: 'Baixar linhas com erro (XLSX)' })
      .or(page.getByRole('link', { name: 'Baixar linhas com erro (XLSX)' }))
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^linhas-com-erro-.*\.xlsx$/);

  const found = await (await page.request.get(`/api/registry/search?q=${plate}`)).text();
  expect(found).toContain('Importado E2E');
});
