import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '@despacha/domain/billing/settings';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

function setup() {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/settings/billing': () => ({ body: defaultBillingSettings }),
    'GET /api/admin/settings': () => ({ body: defaultSettings }),
    'GET /api/admin/settings/status': () => ({
      body: {
        integration: { smtp: false, mailFrom: null, storage: 's3', s3Bucket: 'docs', billingWebhook: true, pixKey: false },
        backup: { database: 'embedded', autoBackup: true },
      },
    }),
    'GET /api/admin/backups': () => ({
      body: { mode: 'embedded', autoBackup: true, retentionDays: 30, items: [], running: null, lastError: null, server: null },
    }),
    'GET /api/admin/settings/history': () => ({
      body: {
        items: [
          {
            id: 'h1',
            tab: 'security',
            changes: [{ field: 'requireSpecialChars', from: false, to: true }],
            changedByName: 'Dona Admin',
            changedAt: '2026-11-24T13:05:00.000Z',
          },
        ],
      },
    }),
    'PUT /api/admin/settings/platform': ({ body }) =>
      (body as { sessionTimeout: unknown }).sessionTimeout === null
        ? apiError(400, 'VALIDATION_ERROR', 'Dados inválidos', { sessionTimeout: 'Tempo de sessão: de 5 a 720 minutos' })
        : { body: { settings: body, changed: ['platformName'] } },
    'PUT /api/admin/settings/security': ({ body }) => ({ body: { settings: body, changed: ['passwordMinLength'] } }),
    'PUT /api/admin/settings/notifications': ({ body }) => ({ body: { settings: body, changed: ['weeklyReports'] } }),
  });
  return { ...api, ...renderApp('/admin/settings'), user: userEvent.setup() };
}

describe('Configurações', () => {
  it('shows the stored settings, saves the platform tab whole and says so with the spec toast', async () => {
    const { user, calls } = setup();
    const name = await screen.findByLabelText('Nome da plataforma');
    expect(name).toHaveValue('Despacha');
    expect(screen.getByLabelText('Máximo de usuários por cliente')).toHaveValue('50');
    expect(screen.getByLabelText('Permitir novos cadastros')).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Despacha RJ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...defaultSettings.platform, platformName: 'Despacha RJ' });
  });

  it('shows the server message under a refused field', async () => {
    const { user } = setup();
    const timeout = await screen.findByLabelText('Tempo limite da sessão (minutos)');
    await user.clear(timeout);
    await user.type(timeout, 'oito horas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tempo de sessão: de 5 a 720 minutos')).toBeInTheDocument();
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
  });

  it('Segurança saves with its own toast, two-factor for administrators included', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Segurança' }));
    await user.click(screen.getByLabelText('Autenticação em dois fatores para administradores'));
    const min = screen.getByLabelText('Tamanho mínimo da senha');
    await user.clear(min);
    await user.type(min, '12');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Segurança atualizada')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ passwordMinLength: 12, twoFactorAuth: true }));
  });

  it('Notificações says what each e-mail is and saves a switch with its spec toast', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Notificações' }));
    expect(await screen.findByText(/Emails enviados a todos os administradores ativos/)).toBeInTheDocument();
    expect(screen.getByText(/nos próximos 7 dias/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Relatório semanal'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Notificações atualizadas')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...defaultSettings.notifications, weeklyReports: false }));
  });

  it('Integração and Backup show what is configured, and the history who changed what', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Integração' }));
    expect(await screen.findByText('S3 (bucket docs)')).toBeInTheDocument();
    expect(screen.getByText(/Não configurado: os emails ficam na caixa de saída/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Backup' }));
    expect(await screen.findByText('Nenhum backup ainda.')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'Histórico de alterações' }).closest('div')!.parentElement!;
    expect(await within(history).findByText('Exigir caracteres especiais: Não → Sim')).toBeInTheDocument();
    expect(within(history).getByText(/24\/11\/2026,? 10:05/)).toBeInTheDocument();
  });
});
