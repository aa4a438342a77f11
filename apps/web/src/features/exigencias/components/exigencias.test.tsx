import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExigenciaListResponse, ExigenciaRow, ExigenciaServiceOption } from '@despacha/domain/exigencias/contracts';
import { exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { buildDashboard, buildMe, buildPlan } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const service: ExigenciaServiceOption = {
  id: 's1',
  number: 12,
  placa: 'ABC1234',
  ownerName: 'José da Conceição',
  servico: 'Transferência',
  posicao: 'emissao',
  openExigencia: false,
};

const row = (over: Partial<ExigenciaRow> = {}): ExigenciaRow => ({
  id: 'e1',
  serviceId: 's1',
  number: 12,
  placa: 'ABC1234',
  ownerName: 'José da Conceição',
  servico: 'Transferência',
  demand: 'Apresentar procuração\nCom firma reconhecida',
  items: [
    { item: 'procuracao', label: 'Procuração', received: true },
    { item: 'crv', label: 'CRV', received: false },
  ],
  raisedOn: '2030-01-02',
  deadline: '2030-01-05',
  daysOpen: 40,
  late: true,
  responsibleId: 'u1',
  responsibleName: 'Ana',
  status: 'open',
  returnedOn: null,
  returnNote: '',
  createdByName: 'Ana',
  returnedByName: '',
  ...over,
});

const dashboard = buildDashboard();

function setup(path: string, more: Record<string, MockHandler> = {}) {
  const list: ExigenciaListResponse = { total: 1, pageSize: 50, items: [row()] };
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/plans': () => ({ body: [buildPlan()] }),
    'GET /api/dashboard': () => ({ body: dashboard }),
    'GET /api/dashboard/requirements': () => ({ body: { total: 0, items: [] } }),
    'GET /api/exigencias': () => ({ body: list }),
    'GET /api/exigencias/summary': () => ({ body: { open: 3, late: 1 } }),
    'GET /api/exigencias/responsibles': () => ({ body: [{ id: 'u1', name: 'Ana' }] }),
    'GET /api/exigencias/services': () => ({ body: [service] }),
    'GET /api/exigencias/services/s1': () => ({ body: { service, exigencias: [] } }),
    ...more,
  });
  return { ...api, ...renderApp(path), user: userEvent.setup() };
}

describe('Retorno de Exigência', () => {
  it('lists the queue with the late one flagged in words and its documents received', async () => {
    setup('/retorno-exigencia');
    const table = await screen.findByRole('table', { name: m.title });
    const cells = within(table).getAllByRole('row')[1]!;
    expect(within(cells).getByText('Apresentar procuração')).toBeInTheDocument();
    // 40 days open, 3 of them until the deadline: late for 37.
    expect(within(cells).getByText('Atrasada há 37 dias')).toBeInTheDocument();
    expect(within(cells).getByText('1 de 2')).toBeInTheDocument();
    expect(within(cells).getByText('Ana')).toBeInTheDocument();
  });

  it('registers an exigência for a service found by its plate', async () => {
    const { user, calls } = setup('/retorno-exigencia', { 'POST /api/exigencias': () => ({ status: 201, body: { id: 'e2' } }) });
    await user.click(await screen.findByRole('button', { name: 'Registrar exigência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar exigência' });
    await user.type(within(dialog).getByLabelText('Buscar serviço (nº ou placa)'), 'ABC1234');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Escolher nº 12' }));
    // Without a demand the contract's message shows under the field, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Registrar exigência' }));
    expect(await within(dialog).findByText(m.demandRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Exigência'), 'Falta o CRV');
    await user.click(within(dialog).getByLabelText('CRV (Certificado de Registro de Veículo)'));
    await user.selectOptions(within(dialog).getByLabelText('Responsável'), 'u1');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar exigência' }));
    await screen.findByText(m.registered);
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/exigencias')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ serviceId: 's1', demand: 'Falta o CRV', items: ['crv'], responsibleId: 'u1' });
    // The suggested deadline is 30 days after the exigência's date.
    expect(Date.parse(sent.deadline as string) - Date.parse(sent.raisedOn as string)).toBe(30 * 86_400_000);
  });

  it("shows the server's message when the service already has an open exigência", async () => {
    const { user, calls } = setup('/retorno-exigencia?servico=s1', { 'POST /api/exigencias': () => apiError(409, 'EXIGENCIA_OPEN', m.alreadyOpen) });
    const dialog = await screen.findByRole('dialog', { name: 'Registrar exigência' });
    await user.type(await within(dialog).findByLabelText('Exigência'), 'Outra');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar exigência' }));
    expect(await screen.findByText(m.alreadyOpen)).toBeInTheDocument();
    // Opened from the service (?servico=): no search step, and no document ticked is a valid exigência.
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ serviceId: 's1', items: [] });
  });

  it('returns an exigência to DETRAN with a date and a note', async () => {
    const { user, calls } = setup('/retorno-exigencia', { 'POST /api/exigencias/e1/return': () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Retornar à DETRAN — Serviço nº 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retornar à DETRAN — serviço nº 12' });
    await user.type(within(dialog).getByLabelText('Observação do retorno'), 'Entregue no posto');
    await user.click(within(dialog).getByRole('button', { name: 'Retornar à DETRAN' }));
    await screen.findByText(m.returned);
    expect(calls.find((c) => c.path === '/api/exigencias/e1/return')!.body).toMatchObject({ note: 'Entregue no posto' });
  });

  it('edits an open exigência: a new deadline, nobody responsible', async () => {
    const { user, calls } = setup('/retorno-exigencia', { 'PATCH /api/exigencias/e1': () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Editar — Serviço nº 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prazo e responsável — serviço nº 12' });
    const deadline = within(dialog).getByLabelText('Prazo');
    expect(deadline).toHaveValue('05/01/2030');
    expect(within(dialog).getByRole('combobox', { name: 'Responsável' })).toHaveValue('u1');
    await user.clear(deadline);
    await user.type(deadline, '20022030');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Responsável' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText(m.updated);
    expect(calls.find((c) => c.path === '/api/exigencias/e1' && c.method === 'PATCH')!.body).toEqual({ deadline: '2030-02-20', responsibleId: '' });
  });
});

describe('Exigências card on the dashboard', () => {
  it('shows the open and late counts with links to the queue', async () => {
    setup('/dashboard');
    const card = await screen.findByRole('region', { name: 'Exigências' });
    const late = await within(card).findByRole('link', { name: '1' });
    expect(late).toHaveAttribute('href', '/retorno-exigencia?situacao=late');
    expect(within(card).getByRole('link', { name: '3' })).toHaveAttribute('href', '/retorno-exigencia');
  });
});
