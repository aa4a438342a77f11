import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEventItem } from '@despacha/domain/audit/contracts';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const event = (id: string, over: Partial<AuditEventItem> = {}): AuditEventItem => ({
  id,
  createdAt: '2026-11-24T13:05:00.000Z',
  agencyId: 'agency-1',
  agencyName: 'Agência Teste',
  actorId: 'user-2',
  actorName: 'Caio Lima',
  actorRole: 'user',
  action: 'viewed',
  entity: 'owner',
  entityId: 'owner-1',
  summary: 'Visualizou o cliente Maria Souza',
  changes: [],
  ip: '10.0.0.7',
  ...over,
});

function setup() {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/audit/people': () => ({ body: { items: [{ id: 'user-2', name: 'Caio Lima' }] } }),
    'GET /api/audit': () => {
      const url = String(api.fetchMock.mock.calls.at(-1)![0]);
      if (url.includes('q=123')) return apiError(400, 'VALIDATION', 'Dados inválidos', { q: 'Informe um CPF, CNPJ ou placa válido.' });
      if (url.includes('cursor=2')) return { body: { items: [event('1', { summary: 'Visualizou o cliente José Lima' })], nextCursor: null } };
      return {
        body: {
          items: [
            event('3', { action: 'updated', summary: 'Atualizou o cliente Maria Souza', changes: [{ field: 'nome', before: 'Maria', after: 'Maria Souza' }] }),
            event('2'),
          ],
          nextCursor: '2',
        },
      };
    },
  });
  return { ...api, ...renderApp('/auditoria'), user: userEvent.setup() };
}

describe('Auditoria', () => {
  it('lists the events with who, action and before/after, and loads older ones by keyset', async () => {
    const { user, fetchMock } = setup();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Alterou')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Caio Lima')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Usuário')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('nome: Maria → Maria Souza')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Visualizou o cliente Maria Souza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Visualizou o cliente José Lima')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/audit?cursor=2'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('sorts by a clicked header on the server; the next page follows that order', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Descrição' }));
    const listUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/audit?'));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/audit?sort=summary&dir=asc'));
    expect(screen.getByRole('columnheader', { name: 'Descrição' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/audit?sort=summary&dir=asc&cursor=2'));
  });

  it('sends the filters and shows the server refusal under the field', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Ação'), 'Visualizou');
    await user.type(screen.getByLabelText('CPF, CNPJ ou placa'), '123');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Informe um CPF, CNPJ ou placa válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF, CNPJ ou placa')).toHaveAttribute('aria-invalid', 'true');
    const last = String(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/audit?')).at(-1)![0]);
    expect(new URL(last, 'http://x').searchParams.get('action')).toBe('viewed');
  });
});
