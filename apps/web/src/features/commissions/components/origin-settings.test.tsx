import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OriginSettingsResponse } from '@despacha/domain/commissions/contracts';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const ORIGIN_ID = '3f1c2d4e-0000-4000-8000-000000000001';
const origin = {
  id: ORIGIN_ID,
  nomeEmpresa: 'Concessionária Barra',
  razaoSocial: '',
  cnpj: '',
  endereco: '',
  numero: '',
  complemento: '',
  cep: '',
  bairro: '',
  municipio: 'Rio de Janeiro',
  telefone: '',
  email: '',
  dataCadastro: '2026-03-05',
  createdAt: '2026-03-05T12:00:00.000Z',
} satisfies OriginResponse;

const blank: OriginSettingsResponse = { originId: ORIGIN_ID, contatoNome: '', contatoTelefone: '', contatoEmail: '', direction: 'none', rules: [] };

function setup(path: string, settings: OriginSettingsResponse = blank, overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/origins': () => ({ body: [origin] }),
    [`GET /api/origins/${ORIGIN_ID}`]: () => ({ body: origin }),
    'GET /api/field-options': () => ({
      body: {
        service_type: [
          { value: 'transferencia', label: 'Transferência de propriedade' },
          { value: 'licenciamento', label: 'Licenciamento anual' },
        ],
      },
    }),
    [`GET /api/origins/${ORIGIN_ID}/settings`]: () => ({ body: settings }),
    [`PUT /api/origins/${ORIGIN_ID}/settings`]: ({ body }) => ({ body: { ...blank, ...(body as object) } }),
    ...overrides,
  });
  return { ...api, ...renderApp(path), user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Configurar origem: Concessionária Barra' });

describe('Origem dos Serviços → Configurar', () => {
  it('opens from the row and from the open origin, and saves contact and a 12,5% default rule', async () => {
    const { user, calls } = setup('/origem-servicos');
    await user.click(await screen.findByRole('button', { name: 'Configurar Concessionária Barra' }));
    const d = await dialog();
    await user.type(within(d).getByLabelText('Nome do contato'), 'Paulo Vendas');
    await user.type(within(d).getByLabelText('Telefone do contato'), '21987654321');
    expect(within(d).getByLabelText('Telefone do contato')).toHaveValue('(21) 98765-4321');
    await user.type(within(d).getByLabelText('E-mail do contato'), 'paulo@barra.com.br');
    await user.selectOptions(within(d).getByLabelText('Comissão nos serviços desta origem'), 'pay');
    await user.type(within(d).getByLabelText('Percentual (%)'), '12,5');
    await user.click(within(d).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Configuração da origem salva')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      contatoNome: 'Paulo Vendas',
      contatoTelefone: '21987654321',
      contatoEmail: 'paulo@barra.com.br',
      direction: 'pay',
      rules: [{ servico: '', mode: 'percent', percent: 1250, amount: 0 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The company form's own Configurar, beside Nova Origem.
    await user.click(screen.getByText('Rio de Janeiro'));
    await user.click(await screen.findByRole('button', { name: 'Configurar' }));
    expect(await dialog()).toBeInTheDocument();
  });

  it('shows the saved rules and refuses a bad percentage and a service type with two rules', async () => {
    const settings: OriginSettingsResponse = {
      ...blank,
      contatoTelefone: '2133334444',
      direction: 'receive',
      rules: [
        { servico: '', mode: 'percent', percentBp: 1000, amountCents: 0 },
        { servico: 'transferencia', mode: 'fixed', percentBp: 0, amountCents: 5000 },
      ],
    };
    const { user, calls } = setup(`/origem-servicos?configurar=${ORIGIN_ID}`, settings);
    const d = await dialog();
    expect(within(d).getByLabelText('Telefone do contato')).toHaveValue('(21) 3333-4444');
    expect(within(d).getByLabelText('Comissão nos serviços desta origem')).toHaveValue('receive');
    expect(within(d).getByLabelText('Percentual (%)')).toHaveValue('10');
    const first = within(d).getByRole('group', { name: 'Regra por tipo 1' });
    expect(within(first).getByLabelText('Tipo de serviço')).toHaveValue('transferencia');
    expect(within(first).getByLabelText('Valor por serviço (R$)')).toHaveValue('50,00');

    await user.click(within(d).getByRole('button', { name: 'Adicionar regra por tipo' }));
    const second = within(d).getByRole('group', { name: 'Regra por tipo 2' });
    await user.selectOptions(within(second).getByLabelText('Tipo de serviço'), 'transferencia');
    await user.type(within(second).getByLabelText('Percentual (%)'), '150');
    await user.click(within(d).getByRole('button', { name: 'Salvar' }));

    // The contract checks each rule first, then the rules together.
    await waitFor(() =>
      expect(within(second).getByLabelText('Percentual (%)')).toHaveAccessibleDescription('Informe um percentual entre 0 e 100 (ex.: 10 ou 12,5)'),
    );
    await user.clear(within(second).getByLabelText('Percentual (%)'));
    await user.type(within(second).getByLabelText('Percentual (%)'), '15');
    await user.click(within(d).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(second).getByLabelText('Tipo de serviço')).toHaveAccessibleDescription('Já há uma regra para este tipo de serviço'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(second).getByRole('button', { name: 'Remover regra 2' }));
    await user.click(within(d).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        rules: [
          { servico: '', percent: 1000 },
          { servico: 'transferencia', mode: 'fixed', amount: 5000 },
        ],
      }),
    );
  });

  it('puts the server refusal under its field', async () => {
    const { user } = setup(`/origem-servicos?configurar=${ORIGIN_ID}`, blank, {
      [`PUT /api/origins/${ORIGIN_ID}/settings`]: () =>
        apiError(400, 'VALIDATION_ERROR', 'Dados inválidos. Verifique os campos destacados.', { contatoEmail: 'E-mail inválido' }),
    });
    const d = await dialog();
    await user.type(within(d).getByLabelText('Nome do contato'), 'Paulo');
    await user.click(within(d).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(d).getByLabelText('E-mail do contato')).toHaveAccessibleDescription('E-mail inválido'));
    expect(await screen.findByText('Dados inválidos. Verifique os campos destacados.')).toBeInTheDocument();
  });

  it('asks before Esc discards typed work, and closes at once when nothing was typed', async () => {
    const { user, router } = setup(`/origem-servicos?configurar=${ORIGIN_ID}`);
    let d = await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await user.click(await screen.findByRole('button', { name: 'Configurar Concessionária Barra' }));
    d = await dialog();
    await user.type(within(d).getByLabelText('Nome do contato'), 'Paulo');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(within(await dialog()).getByLabelText('Nome do contato')).toHaveValue('Paulo');

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
