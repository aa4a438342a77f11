import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MonitoringOverview } from '@despacha/domain/contracts/monitoring';
import { monitoringMessages } from '@despacha/domain/monitoring/constants';
import { buildMe } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const stats = (group: string, requests: number, errors: number, p95: number) => ({
  group,
  requests,
  requestsPerMinute: requests / 5,
  errors,
  errorRate: errors / requests,
  p50Ms: p95 / 4,
  p95Ms: p95,
  p99Ms: p95 * 2,
});

function overview(generatedAt: string): MonitoringOverview {
  return {
    generatedAt,
    maintenance: false,
    checks: [
      { name: 'api', status: 'online', latencyMs: 12.5, detail: 'p95 12.5 ms · erros 0%', checkedAt: generatedAt },
      { name: 'database', status: 'error', latencyMs: null, detail: 'conexão recusada', checkedAt: generatedAt },
      { name: 'storage', status: 'online', latencyMs: 3.1, detail: 'gravação e leitura', checkedAt: generatedAt },
      { name: 'email', status: 'warning', latencyMs: 1.2, detail: monitoringMessages.smtpNotConfigured, checkedAt: generatedAt },
    ],
    resources: {
      host: {
        cpu: { percent: 42, used: 1, total: 2 },
        memory: { percent: 91.5, used: 7.3e9, total: 8e9 },
        disk: { percent: 40, used: 4e10, total: 1e11 },
        loadAvg: [0.5, 0.4, 0.3],
        cpus: 2,
      },
      process: { cpuPercent: 3.2, rss: 150e6, heapUsed: 60e6, heapTotal: 90e6, uptimeSeconds: 7200, eventLoopP99Ms: 11 },
    },
    traffic: { windowMinutes: 5, total: stats('total', 300, 3, 40), groups: [stats('registry', 200, 0, 30), stats('health', 100, 3, 250)] },
    history: [
      { hour: '2026-11-24T13:00:00.000Z', requests: 1200, errors: 2, p50Ms: 8, p95Ms: 60, p99Ms: 180 },
      { hour: '2026-11-24T14:00:00.000Z', requests: 900, errors: 0, p50Ms: 7, p95Ms: 45, p99Ms: 120 },
    ],
    incidents: [
      {
        id: 'i1',
        type: 'warning',
        title: 'Banco de dados sem resposta',
        description: 'A verificação falha há 3 minutos.',
        status: 'investigating',
        severity: 'high',
        source: 'database',
        createdAt: generatedAt,
        createdByName: null,
        resolvedAt: null,
        resolvedByName: null,
        resolutionNote: '',
      },
    ],
  };
}

function setup() {
  let n = 0;
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/monitoring': () => ({ body: overview(n++ === 0 ? '2026-11-24T15:00:00.000Z' : '2026-11-24T15:00:30.000Z') }),
    'GET /api/admin/monitoring/logs': () => ({
      body: { items: [{ time: '2026-11-24T15:00:00.000Z', level: 'error', msg: 'health check: database unreachable', context: { route: '/api/health' } }] },
    }),
    'POST /api/admin/monitoring/incidents/i1/resolve': () => ({ body: { ok: true } }),
    'POST /api/admin/monitoring/incidents': () => ({ status: 201, body: { id: 'i2' } }),
  });
  return { ...api, ...renderApp('/admin/monitoring'), user: userEvent.setup() };
}

describe('Monitoramento', () => {
  it('shows the live checks, resources over their thresholds, traffic, the hourly chart and the log lines', async () => {
    setup();
    const database = await screen.findByRole('group', { name: 'Banco de dados' });
    // One check in error: the system has issues (spec §9's online / maintenance / issues).
    expect(screen.getByTestId('system-status')).toHaveTextContent('Sistema: Com problemas');
    expect(within(database).getByText('Erro')).toBeInTheDocument();
    expect(within(database).getByText('conexão recusada')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'API' })).getByText('12,5 ms')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'E-mail' })).getByText('Atenção')).toBeInTheDocument();
    // Memory 91.5% is over the spec's 85%; CPU 42% is under its 80%.
    expect(screen.getByRole('meter', { name: 'Memória' })).toHaveAttribute('aria-valuetext', '91,5%, Uso alto');
    expect(screen.getByRole('meter', { name: 'CPU' })).toHaveAttribute('aria-valuetext', '42%');
    const health = screen.getByRole('rowheader', { name: 'health' }).closest('tr')!;
    expect(within(health).getByText('3%')).toBeInTheDocument();
    expect(within(health).getByText('250 ms')).toBeInTheDocument();
    expect(screen.getAllByTestId('history-bar')).toHaveLength(2);
    expect(screen.getByText('Banco de dados sem resposta')).toBeInTheDocument();
    expect(await screen.findByText('health check: database unreachable')).toBeInTheDocument();
  });

  it('"Atualizar" measures again; the log filter asks the server for one level', async () => {
    const { user, calls, fetchMock } = setup();
    expect(await screen.findByText(/Última atualização: 12:00:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText(/Última atualização: 12:00:30/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/monitoring')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Nível'), 'error');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/admin/monitoring/logs?level=error'))).toBe(true));
  });

  it('resolves an incident with a note, which is required', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Resolver: Banco de dados sem resposta' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver' }));
    expect(await within(dialog).findByText(monitoringMessages.noteRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nota de resolução'), 'Banco reiniciado');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Banco reiniciado' }));
  });

  it('registers an incident by hand: the title is required, the rest has defaults', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Registrar incidente' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(monitoringMessages.titleRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Título'), 'Lentidão no DETRAN');
    await user.selectOptions(within(dialog).getByLabelText('Severidade'), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        type: 'warning',
        title: 'Lentidão no DETRAN',
        description: '',
        status: 'investigating',
        severity: 'high',
      }),
    );
    expect(await screen.findByText(monitoringMessages.incidentCreated)).toBeInTheDocument();
  });
});
