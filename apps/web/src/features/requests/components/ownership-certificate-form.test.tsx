import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DECLARATION, expectFieldErrors, renderForm, requesterAndVehicleErrors } from './form-test-support.tsx';
import { OwnershipCertificateForm } from './ownership-certificate-form.tsx';

// Big forms typed key by key on a shared machine: more than the default 5 s.
describe('Certidão de Propriedade form', { timeout: 20_000 }, () => {
  it("starts with one copy and shows the spec's messages", async () => {
    const { click, posted } = renderForm(<OwnershipCertificateForm />);
    expect(screen.getByLabelText('Número de Vias')).toHaveValue('1');
    await click('Enviar Requerimento');

    await waitFor(() => expect(screen.getByLabelText('Tipo de Certidão')).toHaveAccessibleDescription('Tipo de certidão é obrigatório'));
    expectFieldErrors([
      ...requesterAndVehicleErrors,
      ['Finalidade da Certidão', 'Finalidade é obrigatória'],
      ['Tipo de Certidão', 'Tipo de certidão é obrigatório'],
      ['Relacionamento', 'Relacionamento é obrigatório'],
      ['Forma de Entrega', 'Forma de entrega é obrigatória'],
    ]);
    expect(screen.getByLabelText(DECLARATION)).toHaveAccessibleDescription('Declaração deve ser aceita');
    expect(screen.getByLabelText('Número de Vias')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('Limpar brings the copies back to 1 and empties the rest', async () => {
    const { user, click } = renderForm(<OwnershipCertificateForm />);
    await user.selectOptions(screen.getByLabelText('Número de Vias'), '3');
    await user.selectOptions(screen.getByLabelText('Forma de Entrega'), 'Correios (SEDEX)');
    await user.type(screen.getByLabelText('Chassi'), '9BWZZZ377VT004251');
    await user.click(screen.getByLabelText(DECLARATION));

    await click('Limpar');

    expect(screen.getByLabelText('Número de Vias')).toHaveValue('1');
    expect(screen.getByLabelText('Forma de Entrega')).toHaveValue('');
    expect(screen.getByLabelText('Chassi')).toHaveValue('');
    expect(screen.getByLabelText(DECLARATION)).not.toBeChecked();
  });
});
