import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHit } from '../../../test/factories.ts';
import { addressErrors, expectFieldErrors, renderForm } from './form-test-support.tsx';
import { SaleCommunicationForm } from './sale-communication-form.tsx';

const region = (name: string) => within(screen.getByRole('region', { name }));

// Big forms typed key by key on a shared machine: more than the default 5 s.
describe('Comunicação de Venda form', { timeout: 20_000 }, () => {
  it("shows the owner's, the vehicle's and the buyer's messages", async () => {
    const { click, posted } = renderForm(<SaleCommunicationForm />);
    expect(screen.getByRole('note', { name: 'Declaração' })).toHaveTextContent('art. 299 do Código Penal');
    await click('Enviar Comunicação');

    const buyer = region('Dados do Comprador');
    await waitFor(() => expect(buyer.getByLabelText('Nome/Razão Social')).toHaveAccessibleDescription('Nome/Razão Social do comprador é obrigatório'));
    expectFieldErrors(
      [
        ['Nome/Razão Social', 'Nome/Razão Social é obrigatório'],
        ['CPF/CNPJ', 'CPF/CNPJ é obrigatório'],
        ['Telefone', 'Telefone é obrigatório'],
      ],
      region('Dados do Proprietário (Vendedor)'),
    );
    expectFieldErrors(
      [
        ['Placa', 'Placa é obrigatória'],
        ['RENAVAM', 'RENAVAM é obrigatório'],
        ['Chassi', 'Chassi é obrigatório'],
      ],
      region('Dados do Veículo'),
    );
    // CTB art. 134: a dated document, with the price declared.
    expectFieldErrors(
      [
        ['Data da Venda', 'Data da venda é obrigatória'],
        ['Valor da Venda', 'Valor da venda é obrigatório'],
      ],
      region('Dados da Venda'),
    );
    expectFieldErrors(
      [
        ['Documento de Identidade', 'Documento do comprador é obrigatório'],
        ['CPF/CNPJ', 'CPF/CNPJ do comprador é obrigatório'],
        ['Endereço', 'Endereço do comprador é obrigatório'],
        ...addressErrors,
      ],
      buyer,
    );
    expect(buyer.getByLabelText('Nacionalidade')).not.toHaveAttribute('aria-invalid');
    expect(posted()).toEqual([]);
  });

  it("'Buscar no Sistema' fills the owner and the vehicle, not the buyer; Limpar empties them", async () => {
    const { user, click } = renderForm(<SaleCommunicationForm />, {
      handlers: { 'GET /api/registry/search': () => ({ body: [buildHit({}, { chassis: '9bwzzz377vt004251' })] }) },
    });
    const owner = region('Dados do Proprietário (Vendedor)');
    await user.type(owner.getByLabelText('Documento de Identidade'), '12.345.678-9');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no cadastro' }), 'ABC1D23');
    await click('Buscar');

    await waitFor(() => expect(owner.getByLabelText('Nome/Razão Social')).toHaveValue('Maria da Silva'));
    expect(owner.getByLabelText('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(owner.getByLabelText('UF')).toHaveValue('RJ');
    expect(owner.getByLabelText('Documento de Identidade')).toHaveValue('12.345.678-9');
    expect(region('Dados do Veículo').getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(region('Dados do Veículo').getByLabelText('RENAVAM')).toHaveValue('39560590739');
    expect(region('Dados do Veículo').getByLabelText('Chassi')).toHaveValue('9BWZZZ377VT004251');
    // The sale itself is not in the registry: its date and value are typed.
    expect(region('Dados da Venda').getByLabelText('Data da Venda')).toHaveValue('');
    expect(region('Dados do Comprador').getByLabelText('Nome/Razão Social')).toHaveValue('');

    await click('Limpar');
    expect(owner.getByLabelText('Nome/Razão Social')).toHaveValue('');
    expect(owner.getByLabelText('Documento de Identidade')).toHaveValue('');
    expect(region('Dados do Veículo').getByLabelText('Placa')).toHaveValue('');
  });

  it("after a failed submit, 'Buscar no Sistema' takes away the messages of the fields it filled, not of the others (issue 34)", async () => {
    const { user, click } = renderForm(<SaleCommunicationForm />, {
      handlers: { 'GET /api/registry/search': () => ({ body: [buildHit({}, { chassis: '9bwzzz377vt004251' })] }) },
    });
    await click('Enviar Comunicação');
    const owner = region('Dados do Proprietário (Vendedor)');
    const vehicle = region('Dados do Veículo');
    await waitFor(() => expect(owner.getByLabelText('Nome/Razão Social')).toHaveAccessibleDescription('Nome/Razão Social é obrigatório'));
    expect(vehicle.getByLabelText('Placa')).toHaveAccessibleDescription('Placa é obrigatória');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar no cadastro' }), 'ABC1D23');
    await click('Buscar');
    await waitFor(() => expect(owner.getByLabelText('Nome/Razão Social')).toHaveValue('Maria da Silva'));

    for (const [scope, label] of [
      [owner, 'Nome/Razão Social'],
      [owner, 'CPF/CNPJ'],
      [vehicle, 'Placa'],
      [vehicle, 'RENAVAM'],
      [vehicle, 'Chassi'],
    ] as const) {
      await waitFor(() => expect(scope.getByLabelText(label)).not.toHaveAttribute('aria-invalid'));
      expect(scope.getByLabelText(label)).not.toHaveAccessibleDescription(/obrigat/);
    }
    // Not filled by the registry: still asked for.
    expect(region('Dados da Venda').getByLabelText('Valor da Venda')).toHaveAccessibleDescription('Valor da venda é obrigatório');
    expect(region('Dados do Comprador').getByLabelText('Nome/Razão Social')).toHaveAccessibleDescription('Nome/Razão Social do comprador é obrigatório');
  });
});
