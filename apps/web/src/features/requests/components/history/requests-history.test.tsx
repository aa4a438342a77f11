import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestDetail, RequestList, RequestSummary } from '@despacha/domain/contracts/requests/request-record';
import { buildMe } from '../../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render.tsx';

const ID = '5a0c2d4e-0000-4000-8000-000000000001';

function buildRequest(overrides: Partial<RequestSummary> = {}): RequestSummary {
  return {
    id: ID,
    type: 'vistoria-transito',
    title: 'Vistoria em Trânsito',
    placa: 'ABC1D23',
    subject: 'Maria da Silva',
    serviceId: null,
    createdAt: '2026-03-05T13:00:00.000Z',
    createdByName: 'Gerente Demonstração',
    ...overrides,
  };
}

const page = (items: RequestSummary[], total = items.length, pageNumber = 1): RequestList => ({ items, total, page: pageNumber, pageSize: 20 });

function setup(list: () => RequestList, extra: Record<string, MockHandler> = {}, path = '/solicitacoes') {
  const api = mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/requests': () => ({ body: list() }), ...extra });
  /** The query strings the list asked the server for, in order. */
  const searches = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/requests')
      .map((url) => url.search);
  return { ...api, ...renderApp(path), searches, user: userEvent.setup() };
}

describe('Solicitações', () => {
  it('says how the history fills up when the agency has no request yet', async () => {
    setup(() => page([]));
    expect(await screen.findByText(/Nenhuma solicitação registrada ainda/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solicitações' })).toBeInTheDocument();
  });

  it('lists type, plate, name, date and who, with view, duplicate, print and download per row', async () => {
    setup(() =>
      page([buildRequest(), buildRequest({ id: 'b', type: 'isencao-taxa', title: 'Isenção de Taxa (2ª via CRV/CRLV)', placa: '', subject: 'João' })]),
    );
    const table = await screen.findByRole('table', { name: 'Solicitações registradas' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Vistoria em Trânsito', 'ABC1D23', 'Maria da Silva', '05/03/2026', 'Gerente Demonstração', '']);
    expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(screen.getByText('2 solicitações')).toBeInTheDocument();

    const row = within(first!);
    expect(row.getByRole('link', { name: 'Visualizar Vistoria em Trânsito ABC1D23 de 05/03/2026' })).toHaveAttribute('href', `/solicitacoes/${ID}`);
    expect(row.getByRole('link', { name: /^Duplicar/ })).toHaveAttribute('href', `/vistoria-transito?from=${ID}`);
    const print = row.getByRole('link', { name: /^Imprimir/ });
    expect(print).toHaveAttribute('href', `/api/requests/${ID}/pdf?inline=1`);
    expect(print).toHaveAttribute('target', '_blank');
    const download = row.getByRole('link', { name: /^Baixar PDF/ });
    expect(download).toHaveAttribute('href', `/api/requests/${ID}/pdf`);
    expect(download).toHaveAttribute('download');
  });

  it('filters by type, plate and dates on the server and keeps them in the URL', async () => {
    let reply = page([buildRequest()]);
    const { user, searches, router } = setup(() => reply);
    await screen.findByRole('table');
    expect(searches()).toEqual(['']);

    reply = page([]);
    await user.selectOptions(screen.getByLabelText('Tipo de solicitação'), 'Certidão de Propriedade');
    await user.type(screen.getByLabelText('Placa'), 'abc-1234');
    // Typed dd/mm/aaaa (digits only, the mask adds the slashes); the API and the URL get yyyy-mm-dd.
    await user.type(screen.getByLabelText('De'), '01032026');
    await user.type(screen.getByLabelText('Até'), '31/03/2026');
    expect(screen.getByLabelText('De')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('De')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(searches()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(await screen.findByText('Nenhuma solicitação encontrada com esses filtros.')).toBeInTheDocument();
    expect(searches().at(-1)).toBe('?type=certidao-propriedade&placa=abc-1234&from=2026-03-01&to=2026-03-31');
    expect(router.state.location.search).toBe('?tipo=certidao-propriedade&placa=abc-1234&de=2026-03-01&ate=2026-03-31');

    reply = page([buildRequest()]);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await screen.findByRole('table');
    expect(searches().at(-1)).toBe('');
    expect(screen.getByLabelText('Placa')).toHaveValue('');
    expect(screen.getByLabelText('De')).toHaveValue('');
  });

  it('refuses a date that does not exist with the pt-BR message and fetches nothing; a URL date shows as dd/mm/aaaa', async () => {
    const { user, searches } = setup(() => page([buildRequest()]), {}, '/solicitacoes?de=2026-03-01');
    await screen.findByRole('table');
    expect(screen.getByLabelText('De')).toHaveValue('01/03/2026');
    const before = searches().length;
    await user.type(screen.getByLabelText('Até'), '31022026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByLabelText('Até')).toHaveAccessibleDescription('Data inválida (use dd/mm/aaaa)');
    expect(screen.getByLabelText('Até')).toHaveFocus();
    expect(searches()).toHaveLength(before);
  });

  it('pages through the server pages', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => buildRequest({ id: `r${i}`, subject: `Cliente ${i}` }));
    const { user, searches } = setup(() => page(rows, 45, searches().at(-1) === '?page=2' ? 2 : 1));
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(searches().at(-1)).toBe('?page=2');
  });

  it('sorts on the server from the headers (click and keyboard), keeps the order in the URL and starts from page 1', async () => {
    const rows = [buildRequest({ id: 'a', placa: 'BRA2E19', subject: 'Bruna' }), buildRequest({ id: 'b', placa: 'ABC1C34', subject: 'Ana' })];
    // The mock answers like the server: in the order the query string asks for.
    const { user, searches, router } = setup(
      () => {
        const search = searches().at(-1) ?? '';
        const sorted = search.includes('sort=placa') ? [...rows].sort((x, y) => x.placa.localeCompare(y.placa)) : rows;
        return page(search.includes('dir=desc') ? sorted.reverse() : sorted, 45);
      },
      {},
      '/solicitacoes?pagina=2',
    );
    const table = await screen.findByRole('table', { name: 'Solicitações registradas' });
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(name) });
    const plates = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(header('Data')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Placa')).toHaveAttribute('aria-sort', 'none');
    expect(within(table).queryByRole('button', { name: /Ações/ })).toBeNull();
    expect(plates()).toEqual(['BRA2E19', 'ABC1C34']);

    await user.click(within(header('Placa')).getByRole('button'));
    await waitFor(() => expect(plates()).toEqual(['ABC1C34', 'BRA2E19']));
    expect(searches().at(-1)).toBe('?sort=placa&dir=asc');
    expect(router.state.location.search).toBe('?ordem=placa&direcao=asc');
    expect(header('Placa')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Data')).toHaveAttribute('aria-sort', 'none');

    within(header('Placa')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(plates()).toEqual(['BRA2E19', 'ABC1C34']));
    expect(searches().at(-1)).toBe('?sort=placa&dir=desc');
    expect(header('Placa')).toHaveAttribute('aria-sort', 'descending');

    // A filter keeps the order; the server's own order (newest first) leaves the URL clean.
    await user.type(screen.getByLabelText('Placa'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(searches().at(-1)).toBe('?placa=abc&sort=placa&dir=desc'));
    await user.click(within(header('Data')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?placa=abc&ordem=createdAt&direcao=asc'));
    await user.click(within(header('Data')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?placa=abc'));
    expect(searches().at(-1)).toBe('?placa=abc');
  });

  it('ignores an order in the URL that the server would refuse', async () => {
    const { searches } = setup(() => page([buildRequest()]), {}, '/solicitacoes?ordem=senha&direcao=desc');
    const table = await screen.findByRole('table');
    expect(searches()).toEqual(['']);
    expect(within(table).getByRole('columnheader', { name: /Data/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens a request read-only with its form labels and values', async () => {
    const detail: RequestDetail = {
      ...buildRequest(),
      data: {
        nomeRazaoSocial: 'Maria da Silva',
        placa: 'ABC1D23',
        renavam: '639884962',
        vistoriaMovel: true,
        vistoriaRioJaneiro: false,
        dataVistoria: '20/03/2026',
        cpfCnpj: '111.444.777-35',
      },
    };
    const { user } = setup(() => page([buildRequest()]), { [`GET /api/requests/${ID}`]: () => ({ body: detail }) });
    await user.click(await screen.findByRole('link', { name: /^Visualizar/ }));

    expect(await screen.findByRole('heading', { name: 'Vistoria em Trânsito', level: 1 })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Nome/Razão Social')).toBe('Maria da Silva');
    expect(term('CPF/CNPJ')).toBe('111.444.777-35');
    expect(term('Vistoria móvel')).toBe('Sim');
    expect(term('Data da Vistoria')).toBe('20/03/2026');
    expect(term('Complemento')).toBe('—');
    expect(screen.getByRole('link', { name: 'Duplicar' })).toHaveAttribute('href', `/vistoria-transito?from=${ID}`);
    await user.click(screen.getByRole('link', { name: 'Voltar para Solicitações' }));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });

  it('says so when the request does not exist (or belongs to another agency)', async () => {
    setup(() => page([]), {}, `/solicitacoes/${ID}`);
    expect(await screen.findByText('Solicitação não encontrada.')).toBeInTheDocument();
  });
});
