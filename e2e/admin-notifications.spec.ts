import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test, type APIRequestContext } from './fixtures.ts';
import { DEMO_PASSWORD, demo, loginThroughForm, uniqueEmail } from './support.ts';

// Issue 16 item 5: the Notificações switches decide which e-mails the administrators get. The
// acting admin is not mailed about a client they created, so a second admin is the one who reads.

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post('/api/auth/sign-in/email', { data: { email: demo.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  return api;
}

const subjectsTo = async (api: APIRequestContext, to: string) =>
  ((await (await api.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string }[]).map((m) => m.subject);

test('switching "Novo cliente cadastrado" off in Notificações stops the mail; on again, the next client is announced', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const before = (await (await api.get('/api/admin/settings')).json()).notifications;
  const reader = uniqueEmail('admin2');
  try {
    const created = await api.post('/api/admin/users', {
      data: { name: 'Segunda Admin', email: reader, phone: '(21) 99876-5432', role: 'admin', clientId: '', temporaryPassword: 'Abc23xyz' },
    });
    expect(created.status()).toBe(201);

    await loginThroughForm(page, demo.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Notificações' }).click();
    await expect(page.getByText(/Emails enviados a todos os administradores ativos/)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    const toggle = page.getByLabel('Novo cliente cadastrado');
    // The toast of the first save may still show after the second: each save waits for its answer.
    const save = async () => {
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/settings/notifications') && r.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText('Notificações atualizadas').first()).toBeVisible();
    };
    await toggle.uncheck();
    await save();
    const quiet = `E2E Silencioso ${Date.now()}`;
    expect((await api.post('/api/admin/clients', { data: { name: quiet, email: uniqueEmail('silencioso'), planId: 'basico', cnpj: '' } })).status()).toBe(201);

    await toggle.check();
    await save();
    const told = `E2E Avisado ${Date.now()}`;
    expect((await api.post('/api/admin/clients', { data: { name: told, email: uniqueEmail('avisado'), planId: 'basico', cnpj: '' } })).status()).toBe(201);

    // The hook runs before the API answers, so the outbox already holds what will ever be sent.
    const subjects = await subjectsTo(api, reader);
    expect(subjects.filter((s) => s.startsWith(`Novo cliente cadastrado: ${told}`))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes(quiet))).toEqual([]);
    expect((await subjectsTo(api, demo.admin)).filter((s) => s.includes(told))).toEqual([]);
  } finally {
    expect((await api.put('/api/admin/settings/notifications', { data: before })).status()).toBe(200);
    await api.dispose();
  }
});
