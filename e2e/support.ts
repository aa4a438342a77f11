import { expect, request as apiRequest, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const demo = {
  admin: 'admin@despacha.local',
  dispatcher: 'gerente@demo.despacha.local',
  staff: 'atendente@demo.despacha.local',
};

export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The latest outbox link sent to an address, read the way an operator would: as the admin, through the API. */
export async function outboxLink(baseURL: string, to: string, subject: RegExp): Promise<string> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const login = await api.post('/api/auth/sign-in/email', { data: { email: demo.admin, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as { subject: string; link: string | null }[];
        link = mails.find((m) => subject.test(m.subject))?.link ?? undefined;
        return link;
      })
      .toBeTruthy();
    return link!;
  } finally {
    await api.dispose();
  }
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.despacha.test`;
