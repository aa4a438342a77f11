import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { twoFactorMessages as m } from '@despacha/domain/two-factor-messages';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { buildMe } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.');
const URI = 'otpauth://totp/Despacha:ana%40teste.com.br?secret=JBSWY3DPEHPK3PXP&issuer=Despacha';

describe('sign-in code step', () => {
  it('asks for the code after the password, checks its shape, then signs in with a backup code', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/me': () => (signedIn ? { body: buildMe('dispatcher') } : signedOut()),
      'GET /api/plans': () => ({ body: [] }),
      'POST /api/auth/sign-in/email': () => ({ body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } }),
      'POST /api/auth/two-factor/verify-totp': () => apiError(401, 'INVALID_CODE', 'Código inválido.'),
      'POST /api/auth/two-factor/verify-backup-code': () => {
        signedIn = true;
        return { body: { token: null } };
      },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1{Enter}');

    const code = await screen.findByLabelText(m.codeStepTitle);
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '12a{Enter}');
    expect(await screen.findByText(m.codeInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/two-factor/verify-totp')).toBe(false);
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Código inválido.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.useBackup }));
    await user.type(screen.getByLabelText(m.codeStepTitle), 'abcde-fghij{Enter}');
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/two-factor/verify-backup-code')?.body).toEqual({ code: 'abcde-fghij' });
  });
});

describe('Minha conta', () => {
  it('enrols: password, QR code and key, first code, backup codes shown once', async () => {
    let enabled = false;
    const { calls } = mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/auth/get-session': () => ({ body: { user: { twoFactorEnabled: enabled } } }),
      'POST /api/auth/two-factor/enable': () => ({ body: { totpURI: URI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] } }),
      'POST /api/me/two-factor/qr': () => ({ body: { svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } }),
      'POST /api/auth/two-factor/verify-totp': () => {
        enabled = true;
        return { body: { token: null } };
      },
    });
    const user = userEvent.setup();
    renderApp('/minha-conta');
    expect(await screen.findByText(`${m.title} · ${m.statusOff}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.enable }));
    expect(await screen.findByText(m.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(m.password), 'segredo1');
    await user.click(screen.getByRole('button', { name: m.enable }));

    expect(await screen.findByRole('img', { name: m.qrAlt })).toBeInTheDocument();
    expect(screen.getByLabelText(m.secretLabel)).toHaveValue('JBSWY3DPEHPK3PXP');
    expect(calls.find((c) => c.path === '/api/me/two-factor/qr')?.body).toEqual({ uri: URI });
    await user.type(screen.getByLabelText(m.codeStepTitle), '654321');
    await user.click(screen.getByRole('button', { name: m.confirm }));

    expect(await screen.findByText('aaaaa-11111')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.backupDownload })).toBeInTheDocument();
    expect(await screen.findByText(`${m.title} · ${m.statusOn}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.backupDone }));
    expect(screen.queryByText('aaaaa-11111')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.disable })).toBeInTheDocument();
  });
});

describe('admin area with twoFactorAuth on', () => {
  it('turns TWO_FACTOR_REQUIRED into the enrolment screen', async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('admin', null) }),
      'GET /api/auth/get-session': () => ({ body: { user: { twoFactorEnabled: false } } }),
      'GET /api/admin/settings': () => apiError(403, 'TWO_FACTOR_REQUIRED', m.enrolmentRequired),
    });
    renderApp('/admin/settings');
    expect(await screen.findByText(m.enrolmentRequired)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: m.enable })).toBeInTheDocument();
  });

  it('shows it on the dashboard too, which the API refuses alike', async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('admin', null) }),
      'GET /api/auth/get-session': () => ({ body: { user: { twoFactorEnabled: false } } }),
      'GET /api/dashboard': () => apiError(403, 'TWO_FACTOR_REQUIRED', m.enrolmentRequired),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(m.enrolmentRequired)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: m.enable })).toBeInTheDocument();
  });
});
