import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgendaSummaryResponse } from '@despacha/domain/agenda/contracts';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { buildDashboard, buildMe, buildPlan } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const dashboard = (scope: DashboardResponse['scope']) => buildDashboard(scope);

const summary: AgendaSummaryResponse = {
  today: '2030-03-06',
  weekFrom: '2030-03-04',
  weekTo: '2030-03-10',
  vistoriasToday: 2,
  vistoriasWeek: 7,
  deadlinesWeek: 3,
  lateVistorias: 1,
  lateDeadlines: 4,
};

function setup(role: 'dispatcher' | 'admin') {
  const api = mockApi({
    'GET /api/me': () => ({ body: role === 'admin' ? buildMe('admin', null) : buildMe('dispatcher') }),
    'GET /api/plans': () => ({ body: [buildPlan()] }),
    'GET /api/dashboard': () => ({ body: dashboard(role === 'admin' ? 'platform' : 'agency') }),
    'GET /api/dashboard/requirements': () => ({ body: { total: 0, items: [] } }),
    'GET /api/agenda/summary': () => ({ body: summary }),
  });
  renderApp('/dashboard');
  return api;
}

describe('Agenda card on the dashboard', () => {
  it('shows the server’s counts, and links to the agenda', async () => {
    setup('dispatcher');
    const card = await screen.findByRole('region', { name: 'Agenda' });
    const figure = async (label: string) => (await within(card).findByText(label)).closest('div')!.querySelector('dd')!.textContent;
    expect(await figure('Vistorias hoje')).toBe('2');
    expect(await figure('Vistorias na semana')).toBe('7');
    expect(await figure('Prazos na semana')).toBe('3');
    expect(await figure('Vistorias atrasadas')).toBe('1');
    expect(await figure('Prazos vencidos')).toBe('4');
    expect(within(card).getByRole('link', { name: 'Abrir a agenda' })).toHaveAttribute('href', '/agenda');
  });

  it('is not shown to an administrator and not asked for', async () => {
    const { calls } = setup('admin');
    // An administrator's /dashboard is the platform's: its quick links show once the page is up.
    await screen.findByText('Acesso Rápido');
    expect(screen.queryByRole('region', { name: 'Agenda' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/agenda/summary')).toBe(false);
  });
});
