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

/** The service most specs start from: a transferência in emissão that a private customer brought. */
const BASE_SERVICE = {
  servico: 'transferencia',
  assinatura: 'digital',
  posicao: 'emissao',
  origemServico: 'particular',
  capaProcesso: 'normal',
  valor: '250,00',
};

export type SavedRegistration = {
  owner: { id: string; nome: string };
  vehicle: { id: string; placa: string };
  service: { id: string; number: number };
};

/**
 * An owner, a vehicle and (unless `service` is null) a service, saved through the API as Cadastro do
 * Sistema saves them, by the signed-in page's user. What is not given is generated: a valid CPF, a
 * plate and a RENAVAM; the service starts from BASE_SERVICE.
 */
export async function saveRegistration(
  page: Page,
  data: { owner?: Record<string, unknown>; vehicle?: Record<string, unknown>; service?: Record<string, unknown> | null } = {},
): Promise<SavedRegistration> {
  const { generateCpf, generateLicensePlate, generateRenavam } = await import('@brazilian-utils/brazilian-utils');
  const saved = await page.request.post('/api/registrations', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      owner: { nome: `Cliente E2E ${Date.now()}`, cpf: generateCpf(), ...data.owner },
      vehicle: { placa: generateLicensePlate().toUpperCase(), renavam: generateRenavam(), ...data.vehicle },
      ...(data.service === null ? {} : { service: { ...BASE_SERVICE, ...data.service } }),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as SavedRegistration;
}
