import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentMonthPeriod } from '@despacha/domain/agency-calendar';
import type { CommissionRow, CommissionStatement } from '@despacha/domain/commissions/contracts';
import { todayBr } from '@despacha/domain/validators/date';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const ORIGIN_ID = '3f1c2d4e-0000-4000-8000-000000000001';
const MAY = `/origem-servicos?aba=comissoes&origem=${ORIGIN_ID}&de=2026-05-01&ate=2026-05-31`;
const origins = [
  { id: ORIGIN_ID, nomeEmpresa: 'Concessionária Barra' },
  { id: '3f1c2d4e-0000-4000-8000-000000000002', nomeEmpresa: 'Revenda Centro' },
];

function row(overrides: Partial<CommissionRow>): CommissionRow {
  return {
    serviceId: crypto.randomUUID(),
    number: 101,
    date: '2026-05-04',
    placa: 'RJX1E23',
    servico: 'transferencia',
    servicoLabel: 'Transferência de propriedade',
    ownerName: 'Maria Souza',
    honorariosCents: 20_000,
    ruleText: '10% dos honorários',
    commissionCents: 2_000,
    entryId: null,
    settledOn: null,
    ...overrides,
  };
}

function buildStatement(overrides: Partial<CommissionStatement> = {}): CommissionStatement {
  return {
    origin: { id: ORIGIN_ID, nomeEmpresa: 'Concessionária Barra', cnpj: '' },
    direction: 'pay',
    from: '2026-05-01',
    to: '2026-05-31',
    rows: [
      row({ serviceId: 's-101' }),
      row({ serviceId: 's-102', number: 102, ownerName: 'João Lima', honorariosCents: 15_000, ruleText: 'R$ 30,00', commissionCents: 3_000 }),
      row({ serviceId: 's-103', number: 103, ownerName: 'Ana Reis', entryId: 'e-1', settledOn: '2026-05-10' }),
    ],
    totals: { honorariosCents: 55_000, commissionCents: 7_000, settledCents: 2_000, openCents: 5_000 },
    ...overrides,
  };
}

function setup(path: string, statement: () => CommissionStatement = () => buildStatement(), overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/origins': () => ({ body: origins }),
    'GET /api/commissions': () => ({ body: statement() }),
    'POST /api/commissions/settle': () => ({ status: 201, body: { settled: 2 } }),
    'POST /api/commissions/e-1/void': () => ({ body: {} }),
    ...overrides,
  });
  const statementUrls = () => api.fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/commissions?'));
  return { ...api, statementUrls, ...renderApp(path), user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Comissões de Concessionária Barra — 01/05/2026 a 31/05/2026' });
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('Comissões', () => {
  it('shows the figures of the API for the origin and period of the address', async () => {
    const { statementUrls } = setup(MAY);
    const t = await table();
    expect(statementUrls()).toEqual([`/api/commissions?originId=${ORIGIN_ID}&from=2026-05-01&to=2026-05-31`]);
    const rows = within(t).getAllByRole('row');
    expect(text(rows[1]!)).toContain('04/05/2026');
    expect(text(rows[1]!)).toContain('RJX1E23');
    expect(text(rows[1]!)).toContain('Maria Souza');
    expect(text(rows[1]!)).toContain('R$ 200,00');
    expect(text(rows[1]!)).toContain('10% dos honorários');
    expect(text(rows[1]!)).toContain('R$ 20,00');
    expect(text(rows[1]!)).toContain('Em aberto');
    expect(text(rows[3]!)).toContain('Paga em 10/05/2026');
    const totals = screen.getByRole('region', { name: 'Totais do período' });
    expect(text(within(totals).getByRole('group', { name: 'Total de honorários' }))).toContain('R$ 550,00');
    expect(text(within(totals).getByRole('group', { name: 'Total de comissões' }))).toContain('R$ 70,00');
    expect(text(within(totals).getByRole('group', { name: 'Liquidado' }))).toContain('R$ 20,00');
    expect(text(within(totals).getByRole('group', { name: 'Em aberto' }))).toContain('R$ 50,00');
    // The settled row has no checkbox, its reversal instead.
    expect(screen.queryByRole('checkbox', { name: 'Selecionar o serviço nº 103' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Estornar a comissão do serviço nº 103' })).toBeInTheDocument();
  });

  it('links the three exports to the statement on screen', async () => {
    setup(MAY);
    await table();
    const q = `originId=${ORIGIN_ID}&from=2026-05-01&to=2026-05-31`;
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', `/api/commissions/export?format=pdf&${q}`);
    expect(screen.getByRole('link', { name: 'Baixar XLSX' })).toHaveAttribute('href', `/api/commissions/export?format=xlsx&${q}`);
    expect(screen.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute('href', `/api/commissions/export?format=csv&${q}`);
  });

  it('settles the chosen open services and shows them paid once the statement refetches', async () => {
    let settled = false;
    const { user, calls } = setup(MAY, () =>
      settled ? buildStatement({ rows: buildStatement().rows.map((r) => ({ ...r, entryId: 'e-x', settledOn: '2026-05-20' })) }) : buildStatement(),
    );
    await table();
    const pay = screen.getByRole('button', { name: 'Registrar pagamento' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o serviço nº 101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o serviço nº 102' }));
    expect(screen.getByText('2 serviços selecionados · R$ 50,00')).toBeInTheDocument();
    await user.click(pay);

    const d = await screen.findByRole('dialog', { name: 'Registrar a comissão de 2 serviços' });
    expect(within(d).getByLabelText('Data')).toHaveValue(todayBr());
    await user.click(within(d).getByRole('button', { name: 'Registrar pagamento' }));
    expect(within(d).getByRole('combobox', { name: 'Forma de pagamento' })).toHaveAccessibleDescription('Selecione a forma de pagamento');
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Forma de pagamento' }), 'pix');
    await user.type(within(d).getByLabelText('Observação'), 'Maio');
    settled = true;
    await user.click(within(d).getByRole('button', { name: 'Registrar pagamento' }));

    expect(await screen.findByText('Comissões de 2 serviços registradas')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/commissions/settle')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ originId: ORIGIN_ID, serviceIds: ['s-101', 's-102'], method: 'pix', note: 'Maio' });
    expect(body.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Paga em 20/05/2026')).toHaveLength(3));
  });

  it('shows the refusal of the server and keeps the dialog open', async () => {
    const { user } = setup(MAY, undefined, {
      'POST /api/commissions/settle': () => apiError(409, 'CONFLICT', 'A comissão do serviço nº 101 já está registrada'),
    });
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os serviços em aberto' }));
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    const d = await screen.findByRole('dialog', { name: 'Registrar a comissão de 2 serviços' });
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Forma de pagamento' }), 'dinheiro');
    await user.click(within(d).getByRole('button', { name: 'Registrar pagamento' }));
    expect(await screen.findByText('A comissão do serviço nº 101 já está registrada')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Registrar a comissão de 2 serviços' })).toBeInTheDocument();
  });

  it('reverses a settled commission with a reason', async () => {
    const { user, calls } = setup(MAY);
    await table();
    await user.click(screen.getByRole('button', { name: 'Estornar a comissão do serviço nº 103' }));
    const d = await screen.findByRole('dialog', { name: 'Estornar lançamento' });
    await user.type(within(d).getByLabelText('Motivo do estorno'), 'Pago em duplicidade');
    await user.click(within(d).getByRole('button', { name: 'Confirmar estorno' }));
    expect(await screen.findByText('Registro de comissão estornado')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/commissions/e-1/void')?.body).toEqual({ reason: 'Pago em duplicidade' });
  });

  it('says "Registrar recebimento" and "Recebida em" when the origin pays the agency', async () => {
    setup(MAY, () => buildStatement({ direction: 'receive' }));
    await table();
    expect(screen.getByRole('button', { name: 'Registrar recebimento' })).toBeInTheDocument();
    expect(screen.getByText('Recebida em 10/05/2026')).toBeInTheDocument();
  });

  it('explains an origin without commission and a period without services', async () => {
    const { user } = setup(MAY, () => buildStatement({ direction: 'none', rows: [] }));
    expect(await screen.findByText(/Esta origem não tem comissão configurada/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Origem'), 'Revenda Centro');
    expect(await screen.findByText(/Esta origem não tem comissão configurada/)).toBeInTheDocument();
  });

  it('defaults to this month, asks for an origin, and lists its services after one is chosen', async () => {
    const { user, statementUrls, router } = setup('/origem-servicos?aba=comissoes', () => buildStatement({ rows: [] }));
    expect(await screen.findByText(/Escolha uma origem/)).toBeInTheDocument();
    expect(statementUrls()).toEqual([]);
    const month = currentMonthPeriod();
    await user.selectOptions(await screen.findByLabelText('Origem'), 'Concessionária Barra');
    expect(await screen.findByText('Nenhum serviço desta origem no período.')).toBeInTheDocument();
    expect(statementUrls()).toEqual([`/api/commissions?originId=${ORIGIN_ID}&from=${month.from}&to=${month.to}`]);
    expect(router.state.location.search).toContain(`origem=${ORIGIN_ID}`);
  });
});
