import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { agencyToday, shiftDay } from '../packages/domain/src/agency-calendar.ts';
import { formatBrDate } from '../packages/domain/src/validators/date.ts';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 18 item 3 (decision 039): build a Guia PL of three primeira licença processes, print it,
// mark it delivered at DETRAN and record its return (two ready, one em exigência).

test('Guia PL: build a guia of three services, print it, mark it delivered and returned', async ({ page }) => {
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Three fresh 0 km processes in emissão.
  const stamp = String(Date.now() % 100).padStart(2, '0');
  const services: { id: string; number: number }[] = [];
  for (const i of [1, 2, 3]) {
    const { service } = await saveRegistration(page, {
      owner: { nome: `Cliente Guia ${stamp}-${i}` },
      vehicle: { placa: `GUA${i}G${stamp}` },
      service: { servico: 'primeiro-emplacamento', capaProcesso: '1a_licenca', valor: '0', honorarios: '300,00' },
    });
    services.push(service);
  }

  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link', { name: 'Guia PL' }).click();
  await expect(page).toHaveURL(/\/guia-pl$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guia PL' })).toBeVisible();

  // Nova guia: the three services, found among the processes at the agency (issue 34 item 4).
  await page.getByRole('button', { name: 'Nova guia' }).click();
  await expect(page.getByRole('heading', { name: 'Serviços na agência, a levar ao DETRAN' })).toBeVisible();
  await page.getByLabel('Destino (posto)').fill('Posto Detran Barra da Tijuca');
  // Issue 34 item 3: the date is picked from the calendar (the day before today, from the keyboard).
  const issuedOn = shiftDay(agencyToday(), -1);
  await page.getByRole('button', { name: 'Abrir calendário: Data' }).click();
  const calendar = page.getByRole('dialog', { name: 'Data' });
  await expect(calendar.getByRole('button', { pressed: true })).toHaveAccessibleName(new RegExp(` ${Number(agencyToday().slice(8))} de `));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(formatBrDate(issuedOn));
  for (const s of services) await page.getByRole('checkbox', { name: `Nº serviço ${s.number}`, exact: true }).check();
  await expect(page.getByText('3 serviços selecionados')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByRole('button', { name: 'Criar guia' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Guia PL nº \d+/ });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())!.match(/Guia PL nº \d+/)![0];
  await expect(page.getByText(`${name} criada`)).toBeVisible();
  const processes = page.getByRole('table', { name: 'Processos' });
  for (const s of services) await expect(processes.getByRole('link', { name: String(s.number), exact: true })).toBeVisible();
  await expect(processes).toContainText('001-9');
  await expect(page.getByText(`Data: ${formatBrDate(issuedOn)} · Destino (posto): Posto Detran Barra da Tijuca`)).toBeVisible();

  // Print: the A4 PDF the link opens carries the guia's number.
  const href = await page.getByRole('link', { name: 'Imprimir guia' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Marcar como entregue: every service moves with the guia's number.
  await page.getByRole('button', { name: 'Marcar como entregue' }).click();
  const deliver = page.getByRole('dialog', { name: 'Marcar guia como entregue' });
  // Esc closes the calendar, not the dialog around it, and gives the focus back to its button.
  const deliverCalendar = deliver.getByRole('button', { name: 'Abrir calendário: Data da entrega' });
  await deliverCalendar.click();
  await expect(deliver.getByRole('dialog', { name: 'Data da entrega' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(deliver.getByRole('dialog', { name: 'Data da entrega' })).toBeHidden();
  await expect(deliverCalendar).toBeFocused();
  await deliver.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByText(`${name} marcada como entregue`)).toBeVisible();
  await expect(page.getByText(/^Entregue em \d{2}\/\d{2}\/\d{4} por /)).toBeVisible();
  const detail = await (await page.request.get(`/api/services/${services[0]!.id}`)).json();
  expect(detail.movements.map((mv: { note: string }) => mv.note)).toContain(`Entregue na DETRAN — ${name}`);
  // Delivered is at DETRAN (decision 058): Cadastro no longer reads "Emissão — Pendente", and its
  // history says which stage each movement left the process in.
  await processes.getByRole('link', { name: String(services[0]!.number), exact: true }).click();
  await expect(page.getByLabel('Serviço em edição').locator('option:checked')).toHaveText(
    new RegExp(`^Nº ${services[0]!.number} — .* — No DETRAN — Em andamento$`),
  );
  await page.getByRole('tab', { name: 'Documentos e Processo' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Entregue na DETRAN — ${name}` })).toContainText('No DETRAN');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Registrar retorno' })).toBeVisible();

  // Registrar retorno: two ready, the third em exigência with what DETRAN demanded.
  await page.getByRole('button', { name: 'Registrar retorno' }).click();
  const back = page.getByRole('dialog', { name: 'Retorno da guia' });
  await back
    .getByRole('group', { name: new RegExp(`Nº serviço ${services[2]!.number} `) })
    .getByRole('radio', { name: 'Em exigência' })
    .check();
  await back.getByLabel(`O que a DETRAN exigiu (Nº serviço ${services[2]!.number})`).fill('Nota fiscal sem o chassi');
  const inDialog = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(inDialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await back.getByRole('button', { name: 'Confirmar retorno' }).click();
  await expect(page.getByText(`Retorno da ${name} registrado`)).toBeVisible();
  await expect(page.getByText('Retornada').first()).toBeVisible();
  await expect(processes.getByRole('row').filter({ hasText: 'Em exigência' })).toContainText('Nota fiscal sem o chassi');
  await expect(processes.getByRole('row').filter({ hasText: 'Pronto' })).toHaveCount(2);

  // The list finds the guia by a plate inside it.
  await page.getByRole('button', { name: 'Voltar às guias' }).click();
  await page.getByLabel('Buscar guia').fill(`GUA2G${stamp}`);
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
});
