import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgendaDeadline, AgendaResponse, AgendaVistoria } from '@despacha/domain/agenda/contracts';
import { buildMe } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const ref = (n: number) => ({
  serviceId: `s-${n}`,
  vehicleId: `v-${n}`,
  number: n,
  placa: 'ABC1234',
  servico: 'Transferência de propriedade',
  ownerName: `Dono ${n}`,
});
const vistoria = (n: number, data: string, hora: string, posto: string, extra: Partial<AgendaVistoria> = {}): AgendaVistoria => ({
  ...ref(n),
  data,
  hora,
  posto,
  conclusao: '',
  late: false,
  ...extra,
});
const deadline = (n: number, date: string, extra: Partial<AgendaDeadline> = {}): AgendaDeadline => ({
  ...ref(n),
  deadline: date,
  source: 'prazo',
  basis: '',
  referenceDate: null,
  posicao: 'emissao',
  late: false,
  ...extra,
});

function agenda(from: string, to: string, posto = ''): AgendaResponse {
  const all = [
    vistoria(1, '2030-03-04', '09:00', 'Posto Centro', { late: true }),
    vistoria(2, '2030-03-04', '', 'Posto Barra'),
    vistoria(3, '2030-03-06', '10:30', 'Posto Barra', { conclusao: 'Aprovada' }),
  ];
  const vistorias = from === '2030-03-04' ? all.filter((v) => !posto || v.posto === posto) : [];
  return {
    from,
    to,
    today: '2030-03-06',
    posto,
    vistorias,
    vistoriasTotal: vistorias.length,
    deadlines:
      from === '2030-03-04'
        ? [deadline(4, '2030-03-06'), deadline(5, '2030-03-08', { source: 'catalog', basis: 'Lei 14.071/2020: 30 dias', referenceDate: '2030-02-06' })]
        : [],
    deadlinesTotal: from === '2030-03-04' ? 2 : 0,
    postos:
      from === '2030-03-04'
        ? [
            { posto: 'Posto Barra', total: 2 },
            { posto: 'Posto Centro', total: 1 },
          ]
        : [],
    lateVistorias: [vistoria(1, '2030-03-04', '09:00', 'Posto Centro', { late: true })],
    lateVistoriasTotal: 1,
    lateDeadlines: [deadline(6, '2030-02-01', { late: true })],
    lateDeadlinesTotal: 1,
  };
}

function setup(path = '/agenda?semana=2030-03-06') {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/agenda': () => ({ body: agenda(lastQuery().get('from')!, lastQuery().get('to')!, lastQuery().get('posto') ?? '') }),
  });
  function lastQuery() {
    const call = api.fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/agenda')).at(-1);
    return new URL(String(call![0]), 'http://localhost').searchParams;
  }
  return { ...api, lastQuery, ...renderApp(path), user: userEvent.setup() };
}

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('Agenda', () => {
  it('shows the week of the address: vistorias by day and time, each opening its service, today and late ones said in words', async () => {
    const { lastQuery } = setup();
    expect(await screen.findByRole('heading', { name: 'Semana de 04/03/2030 a 10/03/2030' })).toBeInTheDocument();
    const vistorias = await screen.findByRole('region', { name: 'Vistorias' });
    expect(Object.fromEntries(lastQuery())).toEqual({ from: '2030-03-04', to: '2030-03-10' });
    const monday = within(vistorias).getByRole('list', { name: 'segunda-feira, 04/03/2030' });
    expect(rows(monday)).toEqual([
      '09:00Nº 1 — ABC-1234 — Transferência de propriedadeDono 1 · Posto CentroAtrasada',
      'Sem horárioNº 2 — ABC-1234 — Transferência de propriedadeDono 2 · Posto Barra',
    ]);
    expect(within(monday).getAllByRole('link')[0]).toHaveAttribute('href', '/cadastro-sistema?veiculo=v-1&servico=s-1');
    const wednesday = within(vistorias).getByRole('list', { name: 'quarta-feira, 06/03/2030 — Hoje' });
    expect(rows(wednesday)).toEqual(['10:30Nº 3 — ABC-1234 — Transferência de propriedadeDono 3 · Posto BarraConclusão: AprovadaHojeConcluída']);
    expect(within(vistorias).getByText('3 vistorias')).toBeInTheDocument();
  });

  it('says where each deadline comes from, and lists what is late whatever the week', async () => {
    setup();
    const deadlines = await screen.findByRole('region', { name: 'Prazos' });
    expect(rows(within(deadlines).getByRole('list', { name: 'quarta-feira, 06/03/2030 — Hoje' }))).toEqual([
      'Nº 4 — ABC-1234 — Transferência de propriedadeDono 4Prazo do serviçoVence hoje',
    ]);
    expect(rows(within(deadlines).getByRole('list', { name: 'sexta-feira, 08/03/2030' }))).toEqual([
      'Nº 5 — ABC-1234 — Transferência de propriedadeDono 5Prazo legal — Lei 14.071/2020: 30 dias · contado de 06/02/2030',
    ]);
    const late = screen.getByRole('region', { name: 'Atrasados' });
    expect(within(late).getByText('2 itens atrasados')).toBeInTheDocument();
    expect(rows(within(late).getByRole('list', { name: 'Vistorias sem conclusão com data passada (1)' }))).toEqual([
      '04/03/2030 · 09:00Nº 1 — ABC-1234 — Transferência de propriedadeDono 1 · Posto CentroAtrasada',
    ]);
    expect(rows(within(late).getByRole('list', { name: 'Prazos vencidos de serviços não concluídos (1)' }))).toEqual([
      '01/02/2030Nº 6 — ABC-1234 — Transferência de propriedadeDono 6Prazo do serviçoVencido',
    ]);
  });

  it('moves by week, groups by posto and filters one posto through the API', async () => {
    const { user, lastQuery } = setup();
    await screen.findByRole('region', { name: 'Vistorias' });

    await user.click(screen.getByRole('button', { name: 'Por posto' }));
    const vistorias = screen.getByRole('region', { name: 'Vistorias' });
    expect(
      within(vistorias)
        .getAllByRole('list')
        .map((l) => l.getAttribute('aria-labelledby') && document.getElementById(l.getAttribute('aria-labelledby')!)!.textContent),
    ).toEqual(['Posto Barra (2 vistorias)', 'Posto Centro (1 vistoria)']);
    expect(rows(within(vistorias).getByRole('list', { name: 'Posto Barra (2 vistorias)' }))[0]).toBe(
      '04/03/2030 · Sem horárioNº 2 — ABC-1234 — Transferência de propriedadeDono 2',
    );

    await user.selectOptions(screen.getByLabelText('Posto'), 'Posto Centro');
    await waitFor(() => expect(lastQuery().get('posto')).toBe('Posto Centro'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Vistorias' })).getAllByRole('link')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(await screen.findByRole('heading', { name: 'Semana de 11/03/2030 a 17/03/2030' })).toBeInTheDocument();
    await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({ from: '2030-03-11', to: '2030-03-17', posto: 'Posto Centro' }));
    expect(await screen.findByText('Nenhuma vistoria neste posto nesta semana.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum prazo vence nesta semana.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(await screen.findByRole('heading', { name: 'Semana de 25/02/2030 a 03/03/2030' })).toBeInTheDocument();
  });

  it('"Carregar mais" appends the next late items, moves the focus to them, goes once all are there and starts over with another week', async () => {
    // 55 late deadlines: the agenda carries the oldest 25, each page the next 25 from its offset.
    const late = Array.from({ length: 55 }, (_, i) => deadline(100 + i, `2020-01-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`, { late: true }));
    const api = mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/agenda': () => {
        const q = lastUrl('/api/agenda?').searchParams;
        return { body: { ...agenda(q.get('from')!, q.get('to')!), lateDeadlines: late.slice(0, 25), lateDeadlinesTotal: 55 } };
      },
      'GET /api/agenda/late': () => {
        const offset = Number(lastUrl('/api/agenda/late?').searchParams.get('offset'));
        return { body: { items: late.slice(offset, offset + 25), total: 55 } };
      },
    });
    function lastUrl(prefix: string) {
      const call = api.fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix)).at(-1);
      return new URL(String(call![0]), 'http://localhost');
    }
    renderApp('/agenda?semana=2030-03-06');
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Atrasados' });
    const list = () => within(region).getByRole('list', { name: 'Prazos vencidos de serviços não concluídos (55)' });
    const numbers = () => rows(list()).map((text) => Number(/Nº (\d+)/.exec(text!)![1]));
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => 100 + from + i);
    expect(numbers()).toEqual(range(0, 25));
    expect(within(region).getByText('Mostrando os 25 mais antigos de 55.')).toBeInTheDocument();
    // The vistorias' list is whole: no button of its own.
    expect(within(region).getAllByRole('button', { name: 'Carregar mais' })).toHaveLength(1);

    await user.click(within(region).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(numbers()).toEqual(range(0, 50)));
    expect(Object.fromEntries(lastUrl('/api/agenda/late?').searchParams)).toEqual({ kind: 'deadlines', offset: '25' });
    expect(within(region).getByText('Mostrando os 50 mais antigos de 55.')).toBeInTheDocument();
    expect(within(list()).getAllByRole('link')[25]).toHaveFocus();

    await user.click(within(region).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(numbers()).toEqual(range(0, 55)));
    expect(lastUrl('/api/agenda/late?').searchParams.get('offset')).toBe('50');
    expect(within(list()).getAllByRole('link')[50]).toHaveFocus();
    expect(within(region).queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(within(region).queryByText(/^Mostrando os/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(await screen.findByRole('heading', { name: 'Semana de 11/03/2030 a 17/03/2030' })).toBeInTheDocument();
    await waitFor(() => expect(numbers()).toEqual(range(0, 25)));
    expect(within(region).getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
  });

  it('says when the agenda cannot be loaded', async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/agenda': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Erro' } } }),
    });
    renderApp('/agenda');
    expect(await screen.findByText('Não foi possível carregar a agenda.')).toBeInTheDocument();
  });
});
