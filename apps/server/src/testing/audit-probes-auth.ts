import { cookieHeader, type TestApp } from './test-app.ts';
import { totpFromUri } from './totp.ts';

// The audited endpoints of better-auth (testing/audit-declarations-auth.ts) as a person uses
// them, in order: one account signs up, confirms, signs in, changes itself, turns two-factor on,
// signs in with codes, and turns it off. Each step is one call whose event the test looks for.

type Answer = Awaited<ReturnType<TestApp['request']>>;
/** The call, and the id the event must name when the declaration asks for one. */
export type AuthStep = { key: string; run: () => Promise<{ res: Answer; entityId?: string; status?: number }> };

const EMAIL = 'pessoa@auditoria.test';
const PASSWORDS = ['segredo123', 'Trocada#2026x', 'Redefinida#2026y'];

/** The steps, and what they typed or received that must never reach the trail. */
export function authSteps(t: TestApp): { steps: AuthStep[]; secrets: string[] } {
  const secrets: string[] = [...PASSWORDS];
  const post = (url: string, body: unknown, cookie?: string) => t.request({ method: 'POST', url: `/api/auth${url}`, body, cookie, ip: t.nextIp() });
  let cookie = '';
  let userId = '';
  let password = PASSWORDS[0]!;
  let uri = '';
  let backupCodes: string[] = [];
  const signIn = () => post('/sign-in/email', { email: EMAIL, password });

  const steps: AuthStep[] = [
    { key: 'POST /sign-up/email', run: async () => ({ res: await t.signUp('Pessoa Auditada', EMAIL, password) }) },
    {
      key: 'GET /verify-email',
      run: async () => {
        const link = new URL((await t.latestMail(EMAIL))!.link!);
        secrets.push(link.searchParams.get('token')!);
        const res = await t.request({ url: link.pathname + link.search, ip: t.nextIp() });
        cookie = cookieHeader(res);
        userId = (await t.request({ url: '/api/me', cookie })).json().user.id;
        // Confirmed and signed in, the browser is sent on to the dashboard.
        return { res, status: 302 };
      },
    },
    { key: 'POST /sign-in/email', run: async () => ({ res: await signIn(), entityId: userId }) },
    { key: 'POST /update-user', run: async () => ({ res: await post('/update-user', { name: 'Pessoa Renomeada' }, cookie), entityId: userId }) },
    {
      key: 'POST /change-password',
      run: async () => {
        const res = await post('/change-password', { currentPassword: password, newPassword: PASSWORDS[1], revokeOtherSessions: true }, cookie);
        password = PASSWORDS[1]!;
        if (res.cookies.length) cookie = cookieHeader(res);
        return { res, entityId: userId };
      },
    },
    {
      key: 'POST /reset-password',
      run: async () => {
        await post('/request-password-reset', { email: EMAIL, redirectTo: '/redefinir-senha' });
        const link = new URL((await t.latestMail(EMAIL))!.link!);
        const token = new URL((await t.request({ url: link.pathname + link.search })).headers.location as string).searchParams.get('token')!;
        secrets.push(link.toString(), token);
        const res = await post('/reset-password', { token, newPassword: PASSWORDS[2] });
        password = PASSWORDS[2]!;
        cookie = cookieHeader(await signIn());
        return { res, entityId: userId };
      },
    },
    {
      key: 'POST /two-factor/get-totp-uri',
      run: async () => {
        // Turned on first (enable + the first code, lib/audit-two-factor.test.ts checks that event).
        const enable = (await post('/two-factor/enable', { password }, cookie)).json() as { totpURI: string; backupCodes: string[] };
        ({ totpURI: uri, backupCodes } = enable);
        secrets.push(uri, new URL(uri).searchParams.get('secret')!, ...backupCodes);
        cookie = cookieHeader(await post('/two-factor/verify-totp', { code: totpFromUri(uri) }, cookie));
        return { res: await post('/two-factor/get-totp-uri', { password }, cookie), entityId: userId };
      },
    },
    {
      key: 'POST /two-factor/verify-totp',
      run: async () => ({ res: await post('/two-factor/verify-totp', { code: totpFromUri(uri) }, cookieHeader(await signIn())) }),
    },
    {
      key: 'POST /two-factor/verify-backup-code',
      run: async () => ({ res: await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, cookieHeader(await signIn())) }),
    },
    {
      key: 'POST /two-factor/generate-backup-codes',
      run: async () => {
        const res = await post('/two-factor/generate-backup-codes', { password }, cookie);
        secrets.push(...((res.json() as { backupCodes?: string[] }).backupCodes ?? []));
        return { res, entityId: userId };
      },
    },
    { key: 'POST /two-factor/disable', run: async () => ({ res: await post('/two-factor/disable', { password }, cookie), entityId: userId }) },
  ];
  return { steps, secrets };
}
