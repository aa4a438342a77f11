import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { buildMe } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';

describe('Minha conta > Sessões ativas', () => {
  it('lists device, address and last use, and ends another session', async () => {
    let ended = false;
    const { calls } = mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/auth/get-session': () => ({ body: { user: { twoFactorEnabled: false } } }),
      'GET /api/me/sessions': () => ({
        body: [
          {
            id: 's1',
            device: 'Chrome no Windows',
            ipAddress: '10.1.1.1',
            lastUsedAt: '2026-11-24T15:00:00.000Z',
            createdAt: '2026-11-24T14:00:00.000Z',
            current: true,
          },
          ...(ended
            ? []
            : [
                {
                  id: 's2',
                  device: 'Safari no iOS',
                  ipAddress: '',
                  lastUsedAt: '2026-11-23T12:30:00.000Z',
                  createdAt: '2026-11-23T12:00:00.000Z',
                  current: false,
                },
              ]),
        ],
      }),
      'DELETE /api/me/sessions/s2': () => {
        ended = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/minha-conta');
    expect(await screen.findByText('Safari no iOS')).toBeInTheDocument();
    expect(screen.getByText('Esta sessão')).toBeInTheDocument();
    expect(screen.getByText('10.1.1.1 · Último uso: 24/11/2026, 12:00')).toBeInTheDocument();
    expect(screen.getByText('endereço desconhecido · Último uso: 23/11/2026, 09:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar a sessão em Chrome no Windows' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Encerrar a sessão em Safari no iOS' }));
    expect(await screen.findByText('Sessão encerrada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari no iOS')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/me/sessions/s2')).toBe(true);
  });
});
