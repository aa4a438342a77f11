import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { todayBr } from '@despacha/domain/validators/date';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

function buildOrigin(overrides: Partial<OriginResponse> = {}): OriginResponse {
  return {
    id: '3f1c2d4e-0000-4000-8000-000000000001',
    nomeEmpresa: 'Concessionária Barra',
    razaoSocial: 'Barra Veículos Ltda',
    cnpj: '11222333000181',
    endereco: 'Av. das Américas',
    numero: '500',
    complemento: 'Loja 2',
    cep: '22640100',
    bairro: 'Barra da Tijuca',
    municipio: 'Rio de Janeiro',
    telefone: '2133334444',
    email: 'contato@barra.com.br',
    dataCadastro: '2026-03-05',
    createdAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** An in-memory /api/origins: what is posted is listed afterwards. */
function setup(initial: OriginResponse[] = [], overrides: Record<string, MockHandler> = {}) {
  const rows = [...initial];
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/origins': () => ({ body: rows }),
    'POST /api/origins': ({ body }) => {
      const saved = buildOrigin({ ...(body as Partial<OriginResponse>), id: '3f1c2d4e-0000-4000-8000-000000000099' });
      rows.push(saved);
      return { status: 201, body: saved };
    },
    ...Object.fromEntries(initial.map((o) => [`GET /api/origins/${o.id}`, () => ({ body: o })])),
    ...overrides,
  });
  return { ...api, ...renderApp('/origem-servicos'), user: userEvent.setup() };
}

describe('Origem dos Serviços', () => {
  it('focuses the search box and says how to add the first origin', async () => {
    setup();
    expect(await screen.findByText(/Clique em "Nova Origem"/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar origem' })).toHaveFocus();
  });

  it('requires the company name and does not call the API without it', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Nova Origem' }));
    expect(screen.getByLabelText('Data de Cadastro')).toHaveValue(todayBr());
    await user.click(screen.getByRole('button', { name: 'Salvar Origem' }));

    expect(await screen.findByText('Nome da empresa é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da Empresa')).toHaveAccessibleDescription('Nome da empresa é obrigatório');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves a new origin with normalized data and lists it', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Nova Origem' }));
    await user.type(screen.getByLabelText('Nome da Empresa'), 'Auto Rio Veículos');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.type(screen.getByLabelText('CEP'), '20040002');
    await user.type(screen.getByLabelText('Município'), 'Niterói');
    await user.type(screen.getByLabelText('Telefone'), '21987654321');
    const date = screen.getByLabelText('Data de Cadastro');
    await user.clear(date);
    await user.type(date, '05032026');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(date).toHaveValue('05/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Origem' }));

    expect(await screen.findByText('Origem salva com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      nomeEmpresa: 'Auto Rio Veículos',
      cnpj: '11222333000181',
      cep: '20040002',
      municipio: 'Niterói',
      telefone: '21987654321',
      dataCadastro: '2026-03-05',
    });
    const row = (await screen.findByRole('button', { name: 'Auto Rio Veículos' })).closest('tr')!;
    expect(row).toHaveTextContent('11.222.333/0001-81');
    expect(row).toHaveTextContent('Niterói');
    expect(row).toHaveTextContent('(21) 98765-4321');
    expect(row).toHaveTextContent('05/03/2026');
    // Closing is a router navigation, which React may commit after the list's refetch.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar Origem' })).not.toBeInTheDocument());
  });

  it('puts the server field errors under the fields and keeps what was typed', async () => {
    const { user } = setup([], {
      'POST /api/origins': () => apiError(400, 'VALIDATION_ERROR', 'Dados inválidos. Verifique os campos destacados.', { cnpj: 'CNPJ inválido' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Nova Origem' }));
    await user.type(screen.getByLabelText('Nome da Empresa'), 'Auto Rio');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Salvar Origem' }));

    await waitFor(() => expect(screen.getByLabelText('CNPJ')).toHaveAccessibleDescription('CNPJ inválido'));
    expect(await screen.findByText('Dados inválidos. Verifique os campos destacados.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da Empresa')).toHaveValue('Auto Rio');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
  });

  it('shows a pt-BR message for an incomplete CEP', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Nova Origem' }));
    await user.type(screen.getByLabelText('Nome da Empresa'), 'Auto Rio');
    await user.type(screen.getByLabelText('CEP'), '2004');
    await user.click(screen.getByRole('button', { name: 'Salvar Origem' }));
    await waitFor(() => expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription('CEP inválido'));
  });

  it('opens a row for editing and saves it with PUT', async () => {
    const origin = buildOrigin();
    const { user, calls } = setup([origin], {
      [`PUT /api/origins/${origin.id}`]: ({ body }) => ({ body: { ...origin, ...(body as object) } }),
    });
    await user.click(await screen.findByText('Rio de Janeiro'));

    const name = await screen.findByLabelText('Nome da Empresa');
    expect(name).toHaveValue('Concessionária Barra');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 3333-4444');
    expect(screen.getByLabelText('CEP')).toHaveValue('22640-100');
    expect(screen.getByLabelText('Data de Cadastro')).toHaveValue('05/03/2026');
    await user.clear(name);
    await user.type(name, 'Concessionária Barra Sul');
    await user.click(screen.getByRole('button', { name: 'Salvar Origem' }));

    expect(await screen.findByText('Origem salva com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ nomeEmpresa: 'Concessionária Barra Sul', cnpj: '11222333000181' });
  });

  it('searches with the typed text', async () => {
    const { user, fetchMock } = setup([buildOrigin()]);
    const search = await screen.findByRole('searchbox', { name: 'Buscar origem' });
    await user.type(search, 'barra');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/origins?q=barra')).toBe(true));
    expect(within(screen.getByRole('table')).getByText('Concessionária Barra')).toBeInTheDocument();
  });
});
