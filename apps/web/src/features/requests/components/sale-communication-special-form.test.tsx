import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DECLARATION, expectFieldErrors, renderForm, requesterAndVehicleErrors } from './form-test-support.tsx';
import { SaleCommunicationSpecialForm } from './sale-communication-special-form.tsx';

// Big forms typed key by key on a shared machine: more than the default 5 s.
describe('Casos Especiais de Comunicação de Venda form', { timeout: 20_000 }, () => {
  it("shows the spec's messages, the documents and the declaration rules", async () => {
    const { click, posted } = renderForm(<SaleCommunicationSpecialForm />);
    await click('Enviar Solicitação');

    await waitFor(() => expect(screen.getByLabelText('Chassi')).toHaveAccessibleDescription('Chassi é obrigatório'));
    expectFieldErrors([
      ...requesterAndVehicleErrors,
      ['Marca/Modelo', 'Marca/Modelo é obrigatório'],
      ['Ano de Fabricação', 'Ano de fabricação é obrigatório'],
      ['Ano do Modelo', 'Ano do modelo é obrigatório'],
      ['Cor', 'Cor é obrigatória'],
      ['Combustível', 'Combustível é obrigatório'],
      ['Nome/Razão Social do Proprietário Anterior', 'Nome do proprietário anterior é obrigatório'],
      ['CPF/CNPJ do Proprietário Anterior', 'CPF/CNPJ do proprietário anterior é obrigatório'],
      ['Nome/Razão Social do Novo Proprietário', 'Nome do novo proprietário é obrigatório'],
      ['CPF/CNPJ do Novo Proprietário', 'CPF/CNPJ do novo proprietário é obrigatório'],
      ['Endereço do Novo Proprietário', 'Endereço do novo proprietário é obrigatório'],
      ['Motivo da Solicitação', 'Motivo da solicitação é obrigatório'],
      ['Data da Venda', 'Data da venda é obrigatória'],
    ]);
    expect(screen.getByLabelText(DECLARATION)).toHaveAccessibleDescription('Declaração deve ser aceita');
    expect(screen.getByRole('group', { name: 'Documentos Anexos' })).toHaveAccessibleDescription('Pelo menos um documento deve ser selecionado');
    expect(screen.getByLabelText('Valor da Venda')).not.toHaveAttribute('aria-invalid');
    expect(posted()).toEqual([]);
  });

  it('lists the spec options, and Limpar unticks documents and declaration', async () => {
    const { user, click } = renderForm(<SaleCommunicationSpecialForm />);
    const reasons = within(screen.getByLabelText('Motivo da Solicitação'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(reasons).toEqual([
      'Selecione',
      'Perda ou extravio do documento de venda',
      'Erro nos dados da comunicação original',
      'Necessidade de retificação de informações',
      'Venda não comunicada no prazo legal',
      'Outros motivos especiais',
    ]);
    expect(within(screen.getByRole('group', { name: 'Documentos Anexos' })).getAllByRole('checkbox')).toHaveLength(11);
    for (const document of ['Nota fiscal de venda', 'Escritura de doação', 'Carta de arrematação ou de adjudicação', 'Sentença judicial']) {
      expect(screen.getByLabelText(document)).not.toBeChecked();
    }

    await user.click(screen.getByLabelText('Cópia do CRV autenticada'));
    await user.click(screen.getByLabelText(DECLARATION));
    await user.selectOptions(screen.getByLabelText('Combustível'), 'gnv');
    await click('Limpar');

    expect(screen.getByLabelText('Cópia do CRV autenticada')).not.toBeChecked();
    expect(screen.getByLabelText(DECLARATION)).not.toBeChecked();
    expect(screen.getByLabelText('Combustível')).toHaveValue('');
  });

  it('takes the CRV copy away when the CRV is the document that was lost', async () => {
    const { user } = renderForm(<SaleCommunicationSpecialForm />);
    await user.click(screen.getByLabelText('Cópia do CRV autenticada'));
    await user.selectOptions(screen.getByLabelText('Motivo da Solicitação'), 'Perda ou extravio do documento de venda');
    expect(screen.queryByLabelText('Cópia do CRV autenticada')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Motivo da Solicitação'), 'Venda não comunicada no prazo legal');
    // Back again, and not ticked: it was dropped, not hidden.
    expect(screen.getByLabelText('Cópia do CRV autenticada')).not.toBeChecked();
  });

  it('Imprimir prints the page, whose print layout holds the typed values', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, click } = renderForm(<SaleCommunicationSpecialForm />);
    await user.type(screen.getByLabelText('Placa'), 'abc1d23');
    await user.click(screen.getByLabelText('Procuração (se aplicável)'));
    await click('Imprimir');

    expect(print).toHaveBeenCalledTimes(1);
    const area = document.querySelector('[data-print-area]')!;
    expect(area).toHaveClass('hidden', 'print:block');
    expect(area).toHaveTextContent('Casos Especiais de Comunicação de Venda');
    expect(area).toHaveTextContent('ABC1D23');
    expect(area).toHaveTextContent('Procuração (se aplicável)');
    expect(area).toHaveTextContent('Assinatura do Requerente');
    await waitFor(() => expect(area).toHaveTextContent('Despachante Teste'));
  });
});
