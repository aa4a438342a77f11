import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The tracking tests' world: agency A, with the contacts its customers' e-mails show, and agency B. */
export async function trackingAgencies(): Promise<{ t: TestApp; a: string; b: string }> {
  const t = await createTestApp();
  const a = await t.userSession('Ana', 'ana@a.com.br');
  const b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A', phone: '(21) 3333-4444', email: 'contato@agencia-a.com.br' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  return { t, a, b };
}
