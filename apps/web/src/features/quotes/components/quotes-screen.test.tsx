import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteConversion, QuoteResponse } from '@despacha/domain/quotes/contracts';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { initialFieldOptions } from '@despacha/domain/options/field-option-kinds';
import { buildMe, buildOwner, buildService, buildVehicle } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// Orçamentos (decision 041): the list as the server answers it, the form's catalog fee and live
// total with the server's messages under the fields, and the conversion through Cadastro do Sistema.

const stamp = '2026-11-20T12:00:00.000Z';
const quote = (over: Partial<QuoteResponse> = {}): QuoteResponse => ({
  id: 'q1',
  number: 4,
  customerName: 'Maria Souza',
  customerDocument: '',
  customerPhone: '',
  customerEmail: '',
  plate: 'ABC1D23',
  serviceType: 'transferencia',
  serviceLabel: 'Transferência de propriedade',
  detranFee: 25000,
  honorarios: 30000,
  extras: [{ label: 'Placas', amount: 12000 }],
  extrasTotal: 12000,
  total: 67000,
  validUntil: '2026-12-05',
  status: 'aceito',
  note: '',
  shared: false,
  sharedAt: null,
  answeredAt: stamp,
  serviceId: null,
  serviceNumber: null,
  vehicleId: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...over,
});
const catalog = [
  {
    serviceType: 'transferencia',
    label: 'Transferência de propriedade',
    dudaCodes: [],
    fees: [{ year: 2026, feeCents: 18324 }],
    currentYear: 2026,
    currentFeeCents: 18324,
    documents: [],
    deadlineDays: null,
    deadlineBasis: '',
  },
  {
    serviceType: 'baixa',
    label: 'Baixa de veículo',
    dudaCodes: [],
    fees: [],
    currentYear: 2026,
    currentFeeCents: null,
    documents: [],
    deadlineDays: null,
    deadlineBasis: '',
  },
];

function setup(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('user') }),
    'GET /api/quotes': () => ({
      body: {
        items: [
          quote(),
          quote({ id: 'q2', number: 3, customerName: 'João Lima', status: 'expirado', plate: '' }),
          quote({ id: 'q3', number: 2, customerName: 'Rita Alves', status: 'rascunho', detranFee: null, total: 42000 }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    }),
    'GET /api/service-catalog': () => ({ body: catalog }),
    'GET /api/field-options': () => ({ body: initialFieldOptions }),
    'GET /api/origins': () => ({ body: [] }),
    ...handlers,
  });
  renderApp(path);
  return { ...api, user: userEvent.setup() };
}

describe('Orçamentos', () => {
  it('lists quotes with their status and offers conversion only for an accepted one', async () => {
    setup('/orcamentos');
    const accepted = (await screen.findByText('Maria Souza')).closest('tr')!;
    expect(accepted).toHaveTextContent('R$ 670,00');
    expect(accepted).toHaveTextContent('Aceito');
    expect(within(accepted).getByRole('link', { name: 'Imprimir Orçamento nº 4' })).toHaveAttribute('href', '/api/quotes/q1/pdf');
    expect(within(accepted).getByRole('button', { name: m.convert })).toBeInTheDocument();
    const expired = screen.getByText('João Lima').closest('tr')!;
    expect(expired).toHaveTextContent('Expirado');
    expect(within(expired).queryByRole('button', { name: m.convert })).not.toBeInTheDocument();
    // A quote whose DETRAN fee is "a confirmar" never reads as if the fee were zero.
    const unconfirmed = screen.getByText('Rita Alves').closest('tr')!;
    expect(unconfirmed).toHaveTextContent('R$ 420,00 + taxa DETRAN a confirmar');
  });

  it('sorts by a clicked header on the server: the column and direction go with the query', async () => {
    const { user, fetchMock } = setup('/orcamentos');
    await screen.findByText('Maria Souza');
    const listUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/quotes?'));
    expect(listUrls().at(-1)).toContain('sort=number&dir=desc');
    await user.click(screen.getByRole('button', { name: m.total }));
    await waitFor(() => expect(listUrls().at(-1)).toContain('sort=total&dir=asc'));
    expect(screen.getByRole('columnheader', { name: m.total })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: m.total }));
    await waitFor(() => expect(listUrls().at(-1)).toContain('sort=total&dir=desc'));
  });

  it("fills the catalog's fee of the year, adds up the total, and shows the server's messages under the fields", async () => {
    const { user, calls } = setup('/orcamentos', {
      'POST /api/quotes': () => apiError(400, 'VALIDATION', 'Dados inválidos', { customerName: m.nameRequired, 'extras.0.label': m.extraLabelRequired }),
    });
    await user.click(await screen.findByRole('button', { name: m.newQuote }));
    const form = await screen.findByRole('dialog', { name: m.newQuote });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(form).getByRole('combobox', { name: m.serviceType }), 'transferencia');
    expect(within(form).getByLabelText(m.detranFee)).toHaveValue('183,24');
    expect(within(form).getByLabelText(m.detranFee)).toHaveAccessibleDescription('Taxa do catálogo 2026: R$ 183,24');
    // A type whose fee is "a confirmar": the field empties and asks for it; the total says it is missing.
    await user.selectOptions(within(form).getByRole('combobox', { name: m.serviceType }), 'baixa');
    expect(within(form).getByLabelText(m.detranFee)).toHaveValue('');
    expect(within(form).getByLabelText(m.detranFee)).toHaveAccessibleDescription(m.catalogFee(2026, null));
    expect(m.catalogFee(2026, null)).toContain('Taxa DETRAN 2026 a confirmar');
    await user.type(within(form).getByLabelText(m.honorarios), '300,00');
    await user.click(within(form).getByRole('button', { name: m.addExtra }));
    await user.type(within(form).getByLabelText(m.extraAmount), '50,00');
    expect(within(form).getByText(/^Total: /)).toHaveTextContent('Total: R$ 350,00 + taxa DETRAN a confirmar');
    expect(within(form).queryByText(/R\$ 0,00/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(m.detranFee), '183,24');
    expect(within(form).getByText(/^Total: /)).toHaveTextContent('Total: R$ 533,24');
    await user.click(within(form).getByRole('button', { name: m.save }));
    await waitFor(() => expect(within(form).getByLabelText(m.customerName)).toHaveAccessibleDescription(m.nameRequired));
    expect(within(form).getByLabelText(m.extraLabel)).toHaveAccessibleDescription(m.extraLabelRequired);
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/quotes')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ serviceType: 'baixa', detranFee: '183,24', honorarios: '300,00', extras: [{ label: '', amount: '50,00' }] });
  });

  it('converts: Cadastro do Sistema opens with the quote, and the save carries the quote to convert', async () => {
    const conversion: QuoteConversion = {
      quoteId: 'q1',
      number: 4,
      vehicleId: null,
      placa: 'ABC1D23',
      owner: { nome: 'Maria Souza', cpf: '52998224725', cnpj: '', email: 'maria@exemplo.com.br', cel: '21991234567' },
      service: { servico: 'transferencia', valor: 25000, honorarios: 30000, extras: 12000, observacoes: 'Orçamento nº 4 — Placas' },
    };
    const owner = buildOwner({ nome: 'Maria Souza' });
    const vehicle = buildVehicle({ placa: 'ABC1D23' });
    const saved = { owner, vehicle, service: buildService({ id: 'service-9', number: 12 }) };
    const { user, calls } = setup('/cadastro-sistema?orcamento=q1', {
      'GET /api/quotes/q1/conversion': () => ({ body: conversion }),
      'POST /api/registrations': () => ({ body: saved }),
      'GET /api/vehicles/vehicle-1': () => ({ body: { owner, vehicle, services: [saved.service] } }),
    });
    expect(await screen.findByText(m.converting(4))).toBeInTheDocument();
    const vehiclePanel = screen.getByRole('tabpanel', { name: 'Dados do Veículo' });
    await waitFor(() => expect(within(vehiclePanel).getByLabelText('Placa')).toHaveValue('ABC1D23'));
    await user.type(within(vehiclePanel).getByLabelText('RENAVAM'), '39560590739');
    await user.click(screen.getByRole('tab', { name: 'Cadastro do Proprietário' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Cadastro do Proprietário' })).getByLabelText('Nome')).toHaveValue('Maria Souza');
    await user.click(screen.getByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = screen.getByRole('tabpanel', { name: 'Cadastro do Serviço' });
    expect(within(service).getByRole('combobox', { name: 'Serviço' })).toHaveValue('transferencia');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Assinatura' }), 'digital');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Origem do Serviço' }), 'particular');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Capa do Processo' }), 'normal');
    await user.click(screen.getByRole('button', { name: 'Salvar Cadastro' }));
    expect(await screen.findByText(m.converted(4, 12))).toBeInTheDocument();
    const registration = calls.find((c) => c.path === '/api/registrations')?.body as Record<string, Record<string, unknown>>;
    expect(registration.owner).toMatchObject({ nome: 'Maria Souza', cpf: '52998224725' });
    expect(registration.service).toMatchObject({ servico: 'transferencia', valor: 25000, honorarios: 30000, extras: 12000 });
    // One request: the server links the quote in the save's own transaction.
    expect(registration.quoteId).toBe('q1');
    expect(calls.some((c) => c.path === '/api/quotes/q1/link')).toBe(false);
    expect(screen.queryByText(m.converting(4))).not.toBeInTheDocument();
  });
});
