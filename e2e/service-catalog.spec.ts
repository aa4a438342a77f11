import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { generateCpf, generateLicensePlate, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { documentChecklist } from '../packages/domain/src/options/document-checklist.ts';
import { demo, loginThroughForm } from './support.ts';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const select = (page: Page, name: string) => panel(page, 'Cadastro do Serviço').getByRole('combobox', { name, exact: true });
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()));
const labelOf = (item: string) => documentChecklist.find((d) => d.value === item)!.label;

test("an admin sets this year's fee of a type; a dispatcher's new service of that type shows it and starts its checklist from the catalog", async ({
  browser,
}) => {
  // The admin: Catálogo de Serviços, Baixa de gravame (its fee for this year seeded "a confirmar").
  const adminPage = await (await browser.newContext()).newPage();
  await loginThroughForm(adminPage, demo.admin);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: 'Catálogo de Serviços' }).click();
  const card = adminPage.getByRole('region', { name: 'Baixa de gravame', exact: true });
  await expect(card.getByText(`Taxa de ${year} a confirmar`)).toBeVisible();
  // House rule (accessibility.spec.ts): no serious or critical axe violation on the screen.
  const { violations } = await new AxeBuilder({ page: adminPage }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
  ).toEqual([]);
  const feeForm = card.getByRole('form', { name: 'Salvar taxa' });
  await expect(feeForm.getByLabel('Ano')).toHaveValue(String(year));
  await feeForm.getByLabel('Taxa (R$)').fill('87,65');
  await feeForm.getByRole('button', { name: 'Salvar taxa' }).click();
  await expect(adminPage.getByText('Taxa salva com sucesso!')).toBeVisible();
  await expect(card.getByText(`${year}: R$ 87,65`)).toBeVisible();
  await expect(card.getByText(`Taxa de ${year} a confirmar`)).toHaveCount(0);
  const catalog = (await (await adminPage.request.get('/api/service-catalog')).json()) as { serviceType: string; documents: string[] }[];
  const documents = catalog.find((e) => e.serviceType === 'baixa-gravame')!.documents;
  expect(documents.length).toBeGreaterThan(0);

  // The dispatcher: Cadastro do Sistema, a new service of that type.
  const page = await (await browser.newContext()).newPage();
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cadastro-sistema');
  const vehicle = panel(page, 'Dados do Veículo');
  await vehicle.getByLabel('Placa', { exact: true }).fill(generateLicensePlate().toUpperCase());
  await vehicle.getByLabel('RENAVAM', { exact: true }).fill(generateRenavam());
  await vehicle.getByLabel('Marca', { exact: true }).fill('Fiat');
  await vehicle.getByLabel('Modelo', { exact: true }).fill('Uno');
  await vehicle.getByLabel('Ano Fabricação', { exact: true }).fill('2018');
  await page.getByRole('tab', { name: 'Cadastro do Proprietário', exact: true }).click();
  const owner = panel(page, 'Cadastro do Proprietário');
  await owner.getByLabel('Nome', { exact: true }).fill(`Catálogo E2E ${Date.now()}`);
  await owner.getByLabel('CPF', { exact: true }).fill(generateCpf());
  await owner.getByLabel('Celular', { exact: true }).fill('21987654321');

  await page.getByRole('tab', { name: 'Cadastro do Serviço', exact: true }).click();
  const service = panel(page, 'Cadastro do Serviço');
  await select(page, 'Serviço').selectOption({ label: 'Inclusão de gravame' });
  await expect(service.getByRole('status', { name: 'Catálogo do serviço' })).toContainText(`Taxa DETRAN ${year} a confirmar`);
  await select(page, 'Assinatura').selectOption({ label: 'Digital' });
  await select(page, 'Origem do Serviço').selectOption({ label: 'Particular' });
  await select(page, 'Capa do Processo').selectOption({ label: 'Normal' });
  // Left blank, the fee is "a confirmar" (decision 078): the field and the total say so, never R$ 0,00.
  await expect(service.getByLabel('Taxas DETRAN (valor)')).toHaveAttribute('placeholder', 'a confirmar');
  await expect(service.getByLabel('Taxas DETRAN (valor)')).toHaveAccessibleDescription(
    'Taxa DETRAN a confirmar: informe o valor quando souber (0,00 se isento). Total e saldo não a incluem.',
  );
  await expect(service.getByLabel('Total', { exact: true })).toHaveValue(/ \+ taxa DETRAN a confirmar$/);
  await select(page, 'Serviço').selectOption({ label: 'Baixa de gravame' });
  await expect(service.getByRole('status', { name: 'Catálogo do serviço' })).toContainText(`Taxa DETRAN ${year} pelo catálogo: R$ 87,65`);
  await expect(service.getByLabel('Taxas DETRAN (valor)')).toHaveValue('87,65');
  await page.getByRole('button', { name: 'Salvar Cadastro' }).click();
  await expect(page.getByText('Cadastro salvo com sucesso!')).toBeVisible();

  await page.getByRole('tab', { name: 'Documentos e Processo', exact: true }).click();
  const folder = panel(page, 'Documentos e Processo');
  for (const item of documents) await expect(folder.getByRole('checkbox', { name: `Necessário: ${labelOf(item)}` }).first()).toBeChecked();
  await expect(folder.getByRole('checkbox', { name: `Necessário: ${labelOf('procuracao')}` }).first()).not.toBeChecked();
});
