import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransitInspectionForm } from './transit-inspection-form.tsx';

const MOBILE = 'Vistoria móvel';
const RIO = 'Vistoria em trânsito para veículos emplacados no Rio de Janeiro';

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<TransitInspectionForm onSubmit={onSubmit} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
  return { onSubmit, user, submit };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const owner = within(screen.getByRole('region', { name: 'Dados do Proprietário' }));
  await user.type(owner.getByLabelText('Nome/Razão Social'), ' Maria da Silva ');
  await user.type(owner.getByLabelText('Documento de Identidade'), '12.345.678-9');
  await user.type(owner.getByLabelText('Órgão Expedidor'), 'DETRAN-RJ');
  await user.type(owner.getByLabelText('CPF/CNPJ'), '111.444.777-35');
  await user.type(owner.getByLabelText('Endereço'), 'Rua do Ouvidor');
  await user.type(owner.getByLabelText('Número'), '50');
  await user.type(owner.getByLabelText('CEP'), '20040-020');
  await user.selectOptions(owner.getByLabelText('UF'), 'RJ');
  await user.type(owner.getByLabelText('Cidade'), 'Rio de Janeiro');
  await user.type(owner.getByLabelText('Bairro'), 'Centro');
  await user.type(owner.getByLabelText('Telefone'), '(21) 98765-4321');
  await user.type(screen.getByLabelText('Placa'), 'abc1d23');
  await user.type(screen.getByLabelText('RENAVAM'), '00639884962');
}

describe('Vistoria em Trânsito form', () => {
  it("shows the spec's messages under the empty fields and does not submit", async () => {
    const { onSubmit, submit } = setup();
    await submit();

    const expected: [string, string][] = [
      ['Nome/Razão Social', 'Nome/Razão Social é obrigatório'],
      ['Documento de Identidade', 'Documento de identidade é obrigatório'],
      ['Órgão Expedidor', 'Órgão expedidor é obrigatório'],
      ['CPF/CNPJ', 'CPF/CNPJ é obrigatório'],
      ['Endereço', 'Endereço é obrigatório'],
      ['Número', 'Número é obrigatório'],
      ['CEP', 'CEP deve ter 8 dígitos'],
      ['UF', 'UF é obrigatória'],
      ['Cidade', 'Cidade é obrigatória'],
      ['Bairro', 'Bairro é obrigatório'],
      ['Telefone', 'Telefone é obrigatório'],
      ['Placa', 'Placa é obrigatória'],
      ['RENAVAM', 'RENAVAM é obrigatório'],
    ];
    await waitFor(() => expect(screen.getByLabelText('Placa')).toHaveAccessibleDescription('Placa é obrigatória'));
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true'); // the red border (aria-invalid:border-red-600)
      expect(screen.getByText(message)).toHaveClass('text-red-600');
    }
    expect(screen.getByRole('group', { name: 'Tipo de Vistoria' })).toHaveAccessibleDescription('Selecione pelo menos um tipo de vistoria');
    expect(screen.getByLabelText(MOBILE)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome Social')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Opcional');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a filled plate, CPF/CNPJ and e-mail for real', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Placa'), 'AB-12345');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '111.444.777-36');
    await user.type(screen.getByLabelText('Email'), 'sem-arroba');
    await submit();

    await waitFor(() => expect(screen.getByLabelText('Placa')).toHaveAccessibleDescription('Placa inválida'));
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveAccessibleDescription('CPF/CNPJ inválido');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email inválido');
  });

  it('reveals date and place while vistoria móvel is ticked, and requires them', async () => {
    const { user, submit } = setup();
    expect(screen.queryByLabelText('Data da Vistoria')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Local da Vistoria')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(MOBILE));
    expect(screen.getByLabelText('Data da Vistoria')).toBeInTheDocument();
    expect(screen.getByLabelText('Local da Vistoria')).toBeInTheDocument();

    await submit();
    await waitFor(() => expect(screen.getByLabelText('Data da Vistoria')).toHaveAccessibleDescription('Data da vistoria é obrigatória'));
    expect(screen.getByLabelText('Local da Vistoria')).toHaveAccessibleDescription('Local da vistoria é obrigatório');

    await user.click(screen.getByLabelText(MOBILE));
    expect(screen.queryByLabelText('Data da Vistoria')).not.toBeInTheDocument();
  });

  it('submits the normalized data of a valid form', async () => {
    const { onSubmit, user, submit } = setup();
    await fillValid(user);
    await user.click(screen.getByLabelText(RIO));
    await user.click(screen.getByLabelText(MOBILE));
    await user.type(screen.getByLabelText('Data da Vistoria'), '15/03/2026');
    await user.type(screen.getByLabelText('Local da Vistoria'), 'Pátio da loja');
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      nomeRazaoSocial: 'Maria da Silva',
      nomeSocial: '',
      documentoIdentidade: '12.345.678-9',
      orgaoExpedidor: 'DETRAN-RJ',
      cpfCnpj: '11144477735',
      cnh: '',
      endereco: 'Rua do Ouvidor',
      numero: '50',
      complemento: '',
      cep: '20040020',
      uf: 'RJ',
      cidade: 'Rio de Janeiro',
      bairro: 'Centro',
      telefone: '21987654321',
      celular: '',
      email: '',
      placa: 'ABC1D23',
      renavam: '00639884962',
      vistoriaOutrosEstados: false,
      vistoriaMovel: true,
      vistoriaRioJaneiro: true,
      dataVistoria: '15/03/2026',
      localVistoria: 'Pátio da loja',
    });
  });

  it('Limpar brings back the blank form and clears the messages', async () => {
    const { onSubmit, user, submit } = setup();
    await fillValid(user);
    await user.click(screen.getByLabelText(MOBILE));
    await user.clear(screen.getByLabelText('Placa'));
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Placa')).toHaveAccessibleDescription('Placa é obrigatória'));

    await user.click(screen.getByRole('button', { name: 'Limpar' }));

    expect(screen.getByLabelText('Nome/Razão Social')).toHaveValue('');
    expect(screen.getByLabelText('UF')).toHaveValue('');
    expect(screen.getByLabelText('RENAVAM')).toHaveValue('');
    expect(screen.getByLabelText(MOBILE)).not.toBeChecked();
    expect(screen.queryByLabelText('Data da Vistoria')).not.toBeInTheDocument();
    expect(screen.queryByText('Placa é obrigatória')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Placa')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
