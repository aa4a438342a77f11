import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/mock-api.ts';
import { addressErrors, expectFieldErrors, renderForm } from './form-test-support.tsx';
import { TransitInspectionForm } from './transit-inspection-form.tsx';

const MOBILE = 'Vistoria móvel';
const RIO = 'Vistoria em trânsito para veículos emplacados no Rio de Janeiro';
const SUBMIT = 'Enviar Solicitação';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const owner = within(screen.getByRole('region', { name: 'Dados do Proprietário' }));
  await user.type(owner.getByLabelText('Nome/Razão Social'), 'Maria da Silva');
  await user.type(owner.getByLabelText('Documento de Identidade'), '12.345.678-9');
  await user.type(owner.getByLabelText('Órgão Expedidor'), 'DETRAN-RJ');
  await user.type(owner.getByLabelText('CPF/CNPJ'), '11144477735');
  await user.type(owner.getByLabelText('Endereço'), 'Rua do Ouvidor');
  await user.type(owner.getByLabelText('Número'), '50');
  await user.type(owner.getByLabelText('CEP'), '20040020');
  await user.selectOptions(owner.getByLabelText('UF'), 'RJ');
  await user.type(owner.getByLabelText('Cidade'), 'Rio de Janeiro');
  await user.type(owner.getByLabelText('Bairro'), 'Centro');
  await user.type(owner.getByLabelText('Telefone'), '21987654321');
  await user.type(screen.getByLabelText('Placa'), 'abc1d23');
  await user.type(screen.getByLabelText('RENAVAM'), '00639884962');
  await user.type(screen.getByLabelText('Chassi'), '9bwzzz377vt004251');
  await user.type(screen.getByLabelText('Marca/Modelo'), 'VW/Gol 1.0');
}

// Big forms typed key by key on a shared machine: more than the default 5 s.
describe('Vistoria em Trânsito form', { timeout: 20_000 }, () => {
  it("shows the spec's messages under the empty fields and sends nothing", async () => {
    const { click, posted } = renderForm(<TransitInspectionForm />);
    await click(SUBMIT);

    await waitFor(() => expect(screen.getByLabelText('Placa')).toHaveAccessibleDescription('Placa é obrigatória'));
    expectFieldErrors([
      ['Nome/Razão Social', 'Nome/Razão Social é obrigatório'],
      ['Documento de Identidade', 'Documento de identidade é obrigatório'],
      ['Órgão Expedidor', 'Órgão expedidor é obrigatório'],
      ['CPF/CNPJ', 'CPF/CNPJ é obrigatório'],
      ['Endereço', 'Endereço é obrigatório'],
      ...addressErrors,
      ['Placa', 'Placa é obrigatória'],
      ['RENAVAM', 'RENAVAM é obrigatório'],
      ['Chassi', 'Chassi é obrigatório'],
      ['Marca/Modelo', 'Marca/Modelo é obrigatório'],
    ]);
    expect(screen.getByLabelText('Cor')).toHaveAccessibleDescription('Opcional');
    expect(screen.getByText('Placa é obrigatória')).toHaveClass('text-red-600');
    expect(screen.getByRole('group', { name: 'Tipo de Vistoria' })).toHaveAccessibleDescription('Selecione pelo menos um tipo de vistoria');
    expect(screen.getByLabelText('Nome Social')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Opcional');
    expect(posted()).toEqual([]);
  });

  it('reveals date, place and reason while vistoria móvel is ticked, and requires them', async () => {
    const { user, click } = renderForm(<TransitInspectionForm />);
    expect(screen.queryByLabelText('Data da Vistoria')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Local da Vistoria')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(MOBILE));
    expect(screen.getByLabelText('Data da Vistoria')).toBeInTheDocument();
    expect(screen.getByLabelText('Local da Vistoria')).toBeInTheDocument();

    await click(SUBMIT);
    await waitFor(() => expect(screen.getByLabelText('Data da Vistoria')).toHaveAccessibleDescription('Data da vistoria é obrigatória'));
    expect(screen.getByLabelText('Local da Vistoria')).toHaveAccessibleDescription('Local da vistoria é obrigatório');
    expect(screen.getByLabelText('Motivo da Vistoria Móvel')).toHaveAccessibleDescription('Motivo da vistoria móvel é obrigatório');

    await user.click(screen.getByLabelText(MOBILE));
    expect(screen.queryByLabelText('Data da Vistoria')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Motivo da Vistoria Móvel')).not.toBeInTheDocument();
  });

  it('stores the values as typed, shows the toast and offers the PDF', async () => {
    const { user, click, posted } = renderForm(<TransitInspectionForm />);
    await fillValid(user);
    await user.click(screen.getByLabelText(RIO));
    await user.click(screen.getByLabelText(MOBILE));
    await user.type(screen.getByLabelText('Data da Vistoria'), '15032026');
    await user.type(screen.getByLabelText('Local da Vistoria'), 'Pátio da loja');
    await user.type(screen.getByLabelText('Motivo da Vistoria Móvel'), 'Motor sem condições de rodar');
    await user.selectOptions(screen.getByLabelText('Combustível'), 'flex');
    await click(SUBMIT);

    expect(await screen.findByText('Formulário enviado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Solicitação de Vistoria em Trânsito foi registrada.')).toBeInTheDocument();
    expect(posted()).toEqual([
      {
        type: 'vistoria-transito',
        data: expect.objectContaining({
          nomeRazaoSocial: 'Maria da Silva',
          cpfCnpj: '111.444.777-35',
          cep: '20040-020',
          telefone: '(21) 98765-4321',
          placa: 'ABC1D23',
          renavam: '00639884962',
          chassi: '9BWZZZ377VT004251',
          marcaModelo: 'VW/Gol 1.0',
          combustivel: 'flex',
          vistoriaMovel: true,
          vistoriaRioJaneiro: true,
          vistoriaOutrosEstados: false,
          dataVistoria: '15/03/2026',
          localVistoria: 'Pátio da loja',
          motivoVistoriaMovel: 'Motor sem condições de rodar',
        }),
      },
    ]);
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', '/api/requests/req-1/pdf');
    // The typed values stay on screen after the submit.
    expect(screen.getByLabelText('Placa')).toHaveValue('ABC1D23');
  });

  it("puts the server's field messages on the fields and keeps the values", async () => {
    const { user, click } = renderForm(<TransitInspectionForm />, {
      createReply: apiError(400, 'VALIDATION', 'Dados inválidos', { renavam: 'RENAVAM inválido' }),
    });
    await fillValid(user);
    await user.click(screen.getByLabelText(RIO));
    await click(SUBMIT);

    await waitFor(() => expect(screen.getByLabelText('RENAVAM')).toHaveAccessibleDescription('RENAVAM inválido'));
    expect(screen.getByLabelText('RENAVAM')).toHaveValue('00639884962');
    expect(await screen.findByText('Não foi possível enviar o formulário')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it('prints what the ticked kind of inspection asks for', async () => {
    const { user } = renderForm(<TransitInspectionForm />);
    const area = () => document.querySelector('[data-print-area]')!;
    expect(area()).not.toHaveTextContent('Requeiro a realização de vistoria móvel');
    await user.click(screen.getByLabelText(MOBILE));
    expect(area()).toHaveTextContent('Requeiro a realização de vistoria móvel');
    expect(area()).not.toHaveTextContent('emplacado no Estado do Rio de Janeiro');
  });

  it('Limpar brings back the blank form and clears the messages', async () => {
    const { user, click, posted } = renderForm(<TransitInspectionForm />);
    await fillValid(user);
    await user.click(screen.getByLabelText(MOBILE));
    await user.clear(screen.getByLabelText('Placa'));
    await click(SUBMIT);
    await waitFor(() => expect(screen.getByLabelText('Placa')).toHaveAccessibleDescription('Placa é obrigatória'));

    await click('Limpar');

    expect(screen.getByLabelText('Nome/Razão Social')).toHaveValue('');
    expect(screen.getByLabelText('UF')).toHaveValue('');
    expect(screen.getByLabelText('RENAVAM')).toHaveValue('');
    expect(screen.getByLabelText(MOBILE)).not.toBeChecked();
    expect(screen.queryByLabelText('Data da Vistoria')).not.toBeInTheDocument();
    expect(screen.queryByText('Placa é obrigatória')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Placa')).not.toHaveAttribute('aria-invalid');
    expect(posted()).toEqual([]);
  });
});
