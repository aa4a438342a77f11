import { expect, request as apiRequest, test } from './fixtures.ts';
import { DEMO_PASSWORD, demo, loginThroughForm, saveRegistration, uniqueEmail } from './support.ts';

// Issue 39 (decision 066): from Licenciamentos, a reminder e-mailed to an owner with consent; the
// customer, signed out, opens the quote link in the e-mail and accepts it.

/** The latest outbox e-mail's text to an address, read as the admin (a quote link is not logged as `link`). */
async function outboxText(baseURL: string, to: string): Promise<string> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: { email: demo.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
    let text = '';
    await expect
      .poll(async () => {
        const mails = (await (await api.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
        text = mails.find((m) => /licenciamento do seu veículo/.test(m.subject))?.text ?? '';
        return text;
      })
      .toBeTruthy();
    return text;
  } finally {
    await api.dispose();
  }
}

test('select a vehicle due, e-mail the reminder, and the customer accepts the quote from the link', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A Mercosul plate ending in 1 (due 31/05 in the 2026 calendar, migration 0042) that sorts first by plate.
  const placa = `AAA0A${Date.now() % 10}1`;
  const email = uniqueEmail('lembrete');
  const { service } = await saveRegistration(page, { owner: { nome: 'Lembrete E2E', email, cel: '(21) 98765-4321' }, vehicle: { placa } });
  // The owner's consent to e-mail, as recorded on the service (LGPD).
  const consent = await page.request.put(`/api/services/${service.id}/tracking/consent`, { headers: { origin: baseURL! }, data: { email: true } });
  expect(consent.status()).toBe(200);

  await page.goto('/licenciamentos?mes=2026-05&ordem=plate&sentido=asc');
  await expect(page.getByRole('heading', { name: 'Licenciamentos', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: placa });
  await expect(row).toContainText('E-mail (com consentimento)');
  await row.getByRole('checkbox', { name: `Selecionar ${placa}` }).check();
  const bar = page.getByRole('region', { name: 'Enviar lembrete por e-mail' });
  await expect(bar.getByText('1 veículo selecionado')).toBeVisible();
  await bar.getByLabel('Honorários do licenciamento').fill('150,00');
  await bar.getByRole('button', { name: 'Enviar lembrete por e-mail' }).click();
  await expect(bar.getByText('1 lembrete enviado em 1 e-mail.')).toBeVisible();
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} · e-mail/);

  // A second reminder within 15 days is refused, and says why.
  await row.getByRole('checkbox', { name: `Selecionar ${placa}` }).check();
  await bar.getByRole('button', { name: 'Enviar lembrete por e-mail' }).click();
  await expect(bar.getByText(/lembrado em \d{2}\/\d{2}\/\d{4}: espere 15 dias entre lembretes/)).toBeVisible();

  const text = await outboxText(baseURL!, email);
  expect(text).toContain(`Placa ${placa}: vencimento 31/05/2026.`);
  expect(text).toContain('honorários R$ 150,00');
  const link = /(https?:\/\/\S+\/orcamento\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const client = await phone.newPage();
  expect((await client.goto(link))?.status()).toBe(200);
  await expect(client.getByText('R$ 150,00').first()).toBeVisible();
  await client.getByRole('button', { name: 'Aceitar orçamento' }).click();
  await expect(client.getByText('Orçamento aceito. A agência entrará em contato para dar andamento.')).toBeVisible();
  await phone.close();

  // The agency sees it accepted in Orçamentos, ready to become the service as any quote.
  await page.goto('/orcamentos');
  await expect(page.getByRole('row').filter({ hasText: 'Lembrete E2E' }).first()).toContainText('Aceito');
});
