import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';

describe('users admin > details', () => {
  it('ends all of a user’s sessions and shows the new count', async () => {
    let sessions = 2;
    const { calls } = mockApi({
      'GET /api/admin/users/u-carla': () => ({
        body: {
          id: 'u-carla',
          name: 'Carla',
          email: 'carla@a.com.br',
          phone: '',
          role: 'user',
          status: 'active',
          clientId: 'c1',
          clientName: 'Agência A',
          createdAt: '2026-11-01T12:00:00.000Z',
          lastAccess: null,
          emailVerified: true,
          mustChangePassword: false,
          activeSessions: sessions,
        },
      }),
      'POST /api/admin/users/u-carla/sessions/end': () => {
        const ended = sessions;
        sessions = 0;
        return { body: { ended } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<UserDetailsDialog userId="u-carla" onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Encerrar todas as sessões' }));
    expect(await screen.findByText('2 sessões encerradas')).toBeInTheDocument();
    expect(await screen.findByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar todas as sessões' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/users/u-carla/sessions/end')).toHaveLength(1);
  });
});
