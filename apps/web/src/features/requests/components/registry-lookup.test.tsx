import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { buildHit, buildMe } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegistryLookup } from './registry-lookup.tsx';

function setup(reply: (q: string) => SearchResult[] | 'fail') {
  const queries: string[] = [];
  const api = mockApi({});
  // The handler needs the query string, which mockApi's handlers do not see: read it from the URL.
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/me') return Response.json(buildMe());
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    const answer = reply(q);
    const { status, body } = answer === 'fail' ? apiError(500, 'INTERNAL', 'Erro interno') : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const onFound = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<RegistryLookup onFound={onFound} />);
  const box = screen.getByRole('searchbox', { name: 'Buscar no cadastro' });
  return { onFound, user, box, queries };
}

describe('RegistryLookup', () => {
  it('one hit is handed over at once, by button or Enter', async () => {
    const hit = buildHit();
    const { onFound, user, box, queries } = setup(() => [hit]);
    await user.type(box, ' abc1d23 ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(hit));
    expect(queries).toEqual(['abc1d23']);
    expect(screen.getByRole('status')).toHaveTextContent('Dados de Maria da Silva preenchidos.');

    await user.type(box, '{Enter}');
    await waitFor(() => expect(onFound).toHaveBeenCalledTimes(2));
  });

  it('says so when nothing matches, and does not call onFound', async () => {
    const { onFound, user, box } = setup(() => []);
    await user.type(box, 'ZZZ9999{Enter}');
    expect(await screen.findByText('Nenhum registro encontrado para "ZZZ9999".')).toHaveClass('text-red-600');
    expect(onFound).not.toHaveBeenCalled();
  });

  it('lists several hits and hands over the one picked', async () => {
    const first = buildHit();
    const second = buildHit({ id: 'owner-2', nome: 'Empresa Alfa Ltda', cpf: '', cnpj: '11222333000181' }, null);
    const { onFound, user, box } = setup(() => [first, second]);
    await user.type(box, 'silva{Enter}');
    const list = await screen.findByRole('list', { name: 'Registros encontrados' });
    expect(screen.getByText('2 registros encontrados. Escolha qual usar:')).toBeInTheDocument();
    expect(within(list).getByText('Maria da Silva — 529.982.247-25 — ABC1D23')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Usar Empresa Alfa Ltda — 11.222.333/0001-81 — sem veículo' }));
    expect(onFound).toHaveBeenCalledExactlyOnceWith(second);
    expect(screen.queryByRole('list', { name: 'Registros encontrados' })).not.toBeInTheDocument();
  });

  it('asks for 2 characters without calling the server, and reports a failed search', async () => {
    const { onFound, user, box, queries } = setup(() => 'fail');
    await user.type(box, 'a{Enter}');
    expect(await screen.findByText('Digite ao menos 2 caracteres para buscar.')).toBeInTheDocument();
    expect(queries).toEqual([]);

    await user.type(box, 'bc{Enter}');
    expect(await screen.findByText('Não foi possível buscar agora. Tente novamente.')).toBeInTheDocument();
    expect(onFound).not.toHaveBeenCalled();
  });

  it('Enter inside an enclosing form searches instead of submitting it', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    mockApi({ 'GET /api/me': () => ({ body: buildMe() }), 'GET /api/registry/search': () => ({ body: [] }) });
    const user = userEvent.setup();
    renderWithProviders(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <RegistryLookup onFound={vi.fn()} />
        <button type="submit">Enviar</button>
      </form>,
    );
    await user.type(screen.getByRole('searchbox'), 'ABC1D23{Enter}');
    expect(await screen.findByText(/Nenhum registro encontrado/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
