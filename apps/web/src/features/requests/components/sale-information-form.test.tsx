import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DECLARATION, expectFieldErrors, renderForm, requesterAndVehicleErrors } from './form-test-support.tsx';
import { SaleInformationForm } from './sale-information-form.tsx';

// Big forms typed key by key on a shared machine: more than the default 5 s.
describe('Informação de Venda form', { timeout: 20_000 }, () => {
  it("shows the spec's messages and leaves the optional fields alone", async () => {
    const { click, posted } = renderForm(<SaleInformationForm />);
    await click('Enviar Requerimento');

    await waitFor(() => expect(screen.getByLabelText('Finalidade da Informação')).toHaveAccessibleDescription('Finalidade é obrigatória'));
    expectFieldErrors([
      ...requesterAndVehicleErrors,
      ['Finalidade da Informação', 'Finalidade é obrigatória'],
      ['Tipo de Informação', 'Tipo de informação é obrigatório'],
    ]);
    expect(screen.getByLabelText(DECLARATION)).toHaveAccessibleDescription('Declaração deve ser aceita');
    for (const optional of ['Email', 'Marca/Modelo', 'Ano de Fabricação', 'Período de Consulta', 'Data Inicial', 'Data Final']) {
      expect(screen.getByLabelText(optional)).not.toHaveAttribute('aria-invalid');
    }
    expect(posted()).toEqual([]);
  });

  it('a custom period makes the dates required (no longer optional); Limpar clears the choice', async () => {
    const { user, click } = renderForm(<SaleInformationForm />);
    expect(screen.getByLabelText('Data Inicial')).toHaveAccessibleDescription('Opcional');
    await user.selectOptions(screen.getByLabelText('Período de Consulta'), 'personalizado');
    expect(screen.getByLabelText('Data Inicial')).not.toHaveAccessibleDescription('Opcional');
    expect(screen.getByLabelText('Data Final')).not.toHaveAccessibleDescription('Opcional');

    await click('Limpar');
    expect(screen.getByLabelText('Período de Consulta')).toHaveValue('');
    expect(screen.getByLabelText('Data Inicial')).toHaveAccessibleDescription('Opcional');
  });

  it('duplicates a stored request (?from=) with its values', async () => {
    renderForm(<SaleInformationForm />, {
      path: '/informacao-venda?from=req-9',
      handlers: {
        'GET /api/requests/req-9': () => ({
          body: {
            id: 'req-9',
            type: 'informacao-venda',
            data: { nomeRequerente: 'Carlos Lima', placaVeiculo: 'ABC1D23', tipoInformacao: 'Situação atual do veículo', declaracao: true, rgRequerente: '' },
          },
        }),
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Nome/Razão Social')).toHaveValue('Carlos Lima'));
    expect(screen.getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(screen.getByLabelText('Tipo de Informação')).toHaveValue('Situação atual do veículo');
    expect(screen.getByLabelText(DECLARATION)).toBeChecked();
  });
});
