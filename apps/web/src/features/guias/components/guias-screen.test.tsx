import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GuiaCandidate, GuiaDetail } from '@despacha/domain/guias/contracts';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// Guia Geral (decision 039): build a guia from the ready services, mark it delivered and record
// its return, each step sending what the server's contract takes.

const candidate = (n: number): GuiaCandidate => ({
  id: `s${n}`,
  number: n,
  placa: `ABC1D2${n}`,
  renavam: `0063988496${n}`,
  serviceLabel: 'Transferência',
  ownerName: `Cliente ${n}`,
  openedOn: '2026-11-20T12:00:00.000Z',
});
const process = (n: number) => ({
  serviceId: `s${n}`,
  vehicleId: `v${n}`,
  serviceNumber: n,
  placa: `ABC1D2${n}`,
  renavam: `0063988496${n}`,
  servico: 'transferencia',
  serviceLabel: 'Transferência',
  ownerName: `Cliente ${n}`,
  dudaCodes: [{ code: '002-7', verified: false }],
  outcome: null,
  outcomeNote: '',
});
const guia = (overrides: Partial<GuiaDetail> = {}): GuiaDetail => ({
  id: 'g1',
  kind: 'geral',
  number: 12,
  issuedOn: '2026-11-20',
  destination: 'Posto Barra',
  status: 'draft',
  itemCount: 2,
  deliveredOn: null,
  returnedOn: null,
  note: '',
  deliveredByName: '',
  returnedByName: '',
  items: [process(3), process(5)],
  ...overrides,
});

function setup(path: string, handlers: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/me': () => ({ body: buildMe('user') }), ...handlers });
  renderApp(path);
  return { ...api, user: userEvent.setup() };
}

describe('Guia Geral', () => {
  it('lists the guias and builds a new one from the selected ready services', async () => {
    const { user, calls } = setup('/guia-geral', {
      'GET /api/guias': () => ({ body: { rows: [{ ...guia(), number: 11 }], total: 1, page: 1, pageSize: 50 } }),
      'GET /api/guias/candidates': () => ({ body: { rows: [candidate(3), candidate(5), candidate(8)], truncated: false } }),
      'POST /api/guias': () => ({ status: 201, body: guia() }),
      'GET /api/guias/g1': () => ({ body: guia() }),
    });
    expect(await screen.findByRole('button', { name: 'Guia Geral nº 11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nova guia' }));
    await user.type(await screen.findByLabelText('Destino (posto)'), 'Posto Barra');
    expect(await screen.findByText('Cliente 8')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nº serviço 8' }));
    expect(screen.getByText('2 serviços selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar guia' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/guias')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ kind: 'geral', destination: 'Posto Barra', serviceIds: ['s3', 's5'] });
    expect(await screen.findByRole('heading', { name: /Guia Geral nº 12/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Imprimir guia' })).toHaveAttribute('href', '/api/guias/g1/pdf?inline=1');
    expect(screen.getAllByText('002-7 (a confirmar)')).toHaveLength(2);
  });

  it('sorts by a clicked header on the server, back to the first page', async () => {
    const { user, fetchMock } = setup('/guia-geral?pagina=2', {
      'GET /api/guias': () => ({ body: { rows: [{ ...guia(), number: 11 }], total: 60, page: 2, pageSize: 50 } }),
    });
    await screen.findByRole('button', { name: 'Guia Geral nº 11' });
    const listUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/guias?'));
    await user.click(screen.getByRole('button', { name: 'Processos' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/guias?kind=geral&page=1&sort=count&dir=asc'));
    expect(screen.getByRole('columnheader', { name: 'Processos' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Processos' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/guias?kind=geral&page=1&sort=count&dir=desc'));
  });

  it("shows the server's message under the choice when a service went to another guia", async () => {
    const { user } = setup('/guia-geral?nova=1', {
      'GET /api/guias/candidates': () => ({ body: { rows: [candidate(3)], truncated: true } }),
      'POST /api/guias': () =>
        apiError(400, 'VALIDATION', 'O serviço nº 3 já está em outra guia aberta', { serviceIds: 'O serviço nº 3 já está em outra guia aberta' }),
    });
    await user.type(await screen.findByLabelText('Destino (posto)'), 'Posto Barra');
    await user.click(await screen.findByRole('checkbox', { name: 'Nº serviço 3' }));
    expect(screen.getByText('Mostrando os 1 primeiros: use a busca para achar os demais.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar guia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O serviço nº 3 já está em outra guia aberta');
  });

  it('changes a draft: its services come checked, the destination filled, and the save sends the new choice', async () => {
    let current = guia();
    const { user, calls } = setup('/guia-geral?guia=g1', {
      'GET /api/guias/g1': () => ({ body: current }),
      'GET /api/guias/candidates': () => ({ body: { rows: [candidate(8)], truncated: false } }),
      'PUT /api/guias/g1': () => ((current = guia({ destination: 'Posto Centro', items: [process(3), { ...process(8) }] })), { body: current }),
    });
    await user.click(await screen.findByRole('button', { name: 'Alterar rascunho' }));
    const destination = await screen.findByLabelText('Destino (posto)');
    expect(destination).toHaveValue('Posto Barra');
    expect(screen.getByRole('checkbox', { name: 'Nº serviço 3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nº serviço 5' })).toBeChecked();
    await user.clear(destination);
    await user.type(destination, 'Posto Centro');
    await user.click(screen.getByRole('checkbox', { name: 'Nº serviço 5' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Nº serviço 8' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ destination: 'Posto Centro', serviceIds: ['s3', 's8'] });
    expect(await screen.findByText('Guia Geral nº 12 alterada')).toBeInTheDocument();
    expect(await screen.findByText(/Destino \(posto\): Posto Centro/)).toBeInTheDocument();
  });

  it('discards a draft after asking, and goes back to the list', async () => {
    const { user, calls } = setup('/guia-geral?guia=g1', {
      'GET /api/guias/g1': () => ({ body: guia() }),
      'DELETE /api/guias/g1': () => ({ status: 204 }),
      'GET /api/guias': () => ({ body: { rows: [], total: 0, page: 1, pageSize: 50 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir rascunho' }));
    const ask = await screen.findByRole('dialog', { name: 'Excluir rascunho da guia' });
    await user.click(within(ask).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Rascunho da Guia Geral nº 12 excluído')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma guia encontrada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/guias/g1']);
  });

  it('marks the guia delivered, then records each process back as pronto or em exigência', async () => {
    let current = guia();
    const { user, calls } = setup('/guia-geral?guia=g1', {
      'GET /api/guias/g1': () => ({ body: current }),
      'POST /api/guias/g1/deliver': () => (
        (current = guia({ status: 'delivered', deliveredOn: '2026-11-21', deliveredByName: 'Ana Souza' })),
        { body: current }
      ),
      'POST /api/guias/g1/return': () => (
        (current = guia({
          ...current,
          status: 'returned',
          returnedOn: '2026-11-22',
          items: [
            { ...process(3), outcome: 'pronto' },
            { ...process(5), outcome: 'exigencia', outcomeNote: 'Falta procuração' },
          ],
        })),
        { body: current }
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Marcar como entregue' }));
    const deliver = await screen.findByRole('dialog', { name: 'Marcar guia como entregue' });
    await user.click(within(deliver).getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByText('Entregue em 21/11/2026 por Ana Souza')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar retorno' }));
    const back = await screen.findByRole('dialog', { name: 'Retorno da guia' });
    const second = within(back).getByRole('group', { name: /Nº serviço 5/ });
    await user.click(within(second).getByRole('radio', { name: 'Em exigência' }));
    await user.type(within(back).getByLabelText('O que a DETRAN exigiu (Nº serviço 5)'), 'Falta procuração');
    await user.click(within(back).getByRole('button', { name: 'Confirmar retorno' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/guias/g1/return')).toBe(true));
    expect(calls.find((c) => c.path === '/api/guias/g1/return')!.body).toMatchObject({
      items: [
        { serviceId: 's3', outcome: 'pronto', demand: '' },
        { serviceId: 's5', outcome: 'exigencia', demand: 'Falta procuração' },
      ],
    });
    expect(await screen.findByText('Em exigência: Falta procuração')).toBeInTheDocument();
  });
});
