import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { totpFromUri } from '../apps/server/src/testing/totp.ts';
import { outboxLink, uniqueEmail } from './support.ts';

/** A valid CNPJ nobody else used (each agency has its own). */
function uniqueCnpj(): string {
  const base = String(Date.now()).slice(-8).padStart(8, '0') + '0001';
  const digit = (s: string) => {
    const weights = s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = [...s].reduce((acc, ch, i) => acc + Number(ch) * weights[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

// Issue 16 item 3 (decision 033): enable TOTP in Minha conta, sign out, sign in with a code the
// test computes from the key shown (RFC 6238, as an authenticator app would), then with a backup code.
test('enable two-factor, sign out, sign in with a code, then with a backup code', async ({ page, baseURL }) => {
  const email = uniqueEmail('totp');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome completo').fill('Tania Totp');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await page.goto(await outboxLink(baseURL!, email, /Confirme seu email/));
  await expect(page).toHaveURL(/\/onboarding$/);
  const onboarded = await page.request.post('/api/onboarding/agency', {
    headers: { origin: baseURL! },
    data: { name: 'Despachante Totp', cnpj: uniqueCnpj(), email: 'agencia.totp@e2e.despacha.test', phone: '(21) 98765-4321', planId: 'basico' },
  });
  expect(onboarded.ok()).toBe(true);

  await page.goto('/minha-conta');
  await expect(page.getByText('Verificação em duas etapas · Desativada')).toBeVisible();
  // The sessions card lists this browser's session; axe finds nothing serious on the page.
  await expect(page.getByText('Esta sessão')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const key = await page.getByLabel('Chave').inputValue();
  const uri = `otpauth://totp/e2e?secret=${key}`;
  await page.getByLabel('Código de verificação').fill(totpFromUri(uri));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Verificação em duas etapas ativada')).toBeVisible();
  const backupCode = (await page.getByRole('region', { name: 'Códigos de recuperação' }).getByRole('listitem').first().textContent())!;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar códigos (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('codigos-de-recuperacao.txt');
  await page.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(page.getByText('Verificação em duas etapas · Ativada')).toBeVisible();

  // Sign out; the password alone is not enough any more.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const code = page.getByLabel('Código de verificação');
  await expect(code).toBeFocused();
  await code.fill(totpFromUri(uri));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de verificação').fill(backupCode.trim());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
