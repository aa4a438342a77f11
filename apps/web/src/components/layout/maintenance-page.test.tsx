import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render.tsx';

const publicSettings = (maintenanceMode: boolean) => ({
  body: {
    platformName: 'Despacha RJ',
    supportEmail: '',
    maintenanceMode,
    newRegistrations: true,
    passwordPolicy: { passwordMinLength: 8, requireNumbers: true, requireSpecialChars: false },
  },
});

// The public settings are kept for the page's life (lib/public-settings.ts): these tests run in order.
describe('maintenance mode in the shell', () => {
  it('a staff user sees the maintenance page instead of the app, titled with the platform name', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('user') }), 'GET /api/public-settings': () => publicSettings(true) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Plataforma em manutenção' })).toBeInTheDocument();
    expect(screen.getByText('A plataforma está em manutenção. Tente novamente em alguns minutos.')).toBeInTheDocument();
    expect(document.title).toBe('Plataforma em manutenção | Despacha RJ');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it('an administrator keeps the app', async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('admin', null) }),
      'GET /api/public-settings': () => publicSettings(true),
      'GET /api/admin/settings/billing': () => ({ status: 500 }),
    });
    renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plataforma em manutenção' })).not.toBeInTheDocument();
  });
});
