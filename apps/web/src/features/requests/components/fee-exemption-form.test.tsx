import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOwner, buildVehicle } from '../../../test/factories.ts';
import { FeeExemptionForm } from './fee-exemption-form.tsx';
import { expectFieldErrors, renderForm } from './form-test-support.tsx';

// Big forms typed key by key on a shared machine: more than the default 5 s.
describe('Isenção de Taxa form', { timeout: 20_000 }, () => {
  it("shows the spec's messages, the document rule and the law 3051/1998 note", async () => {
    const { click, posted } = renderForm(<FeeExemptionForm />);
    expect(screen.getByRole('note', { name: 'Declaração' })).toHaveTextContent('Lei Estadual nº 3.051/1998');
    expect(screen.getByRole('note', { name: 'Declaração' })).toHaveTextContent('art. 299 do Código Penal');

    await click('Enviar Requerimento');

    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Nome é obrigatório'));
    expectFieldErrors([
      ['Nome', 'Nome é obrigatório'],
      ['Documento de Identidade', 'Documento de identidade é obrigatório'],
      ['CEP', 'CEP deve ter 8 dígitos'],
      ['Telefone', 'Telefone é obrigatório'],
      ['Placa', 'Placa é obrigatória'],
      ['RENAVAM', 'RENAVAM é obrigatório'],
      ['Chassi', 'Chassi é obrigatório'],
      ['Número do Registro de Ocorrência', 'Número do registro de ocorrência é obrigatório'],
      ['Data da Ocorrência', 'Data da ocorrência é obrigatória'],
      ['Número da Delegacia', 'Número da delegacia é obrigatório'],
      ['Cidade da Delegacia', 'Cidade da delegacia é obrigatória'],
      ['Bairro da Delegacia', 'Bairro da delegacia é obrigatório'],
    ]);
    expect(screen.getByRole('group', { name: 'Documento Solicitado (furto ou roubo)' })).toHaveAccessibleDescription(
      'Selecione pelo menos um documento (CRV ou CRLV)',
    );
    expect(posted()).toEqual([]);
  });

  it('Limpar unticks the documents and empties the fields', async () => {
    const { user, click } = renderForm(<FeeExemptionForm />);
    await user.type(screen.getByLabelText('Nome'), 'João');
    await user.type(screen.getByLabelText('Número do Registro de Ocorrência'), '001-1/2026');
    await user.click(screen.getByLabelText('CRV – Certificado de Registro de Veículo'));

    await click('Limpar');

    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText('Número do Registro de Ocorrência')).toHaveValue('');
    expect(screen.getByLabelText('CRV – Certificado de Registro de Veículo')).not.toBeChecked();
    expect(screen.getByLabelText('CRLV – Certificado de Registro e Licenciamento de Veículo')).not.toBeChecked();
  });

  it('opened from a registry service (?servico=) fills the owner and links the request', async () => {
    const owner = buildOwner();
    const { user, click, posted } = renderForm(<FeeExemptionForm />, {
      path: '/isencao-taxa?servico=svc-1',
      handlers: {
        'GET /api/services/svc-1': () => ({ body: { service: { id: 'svc-1', vehicleId: 'vehicle-1', ownerId: 'owner-1' } } }),
        'GET /api/vehicles/vehicle-1': () => ({ body: { vehicle: buildVehicle(), owner, services: [] } }),
        'GET /api/owners/owner-1': () => ({ body: owner }),
      },
    });

    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Maria da Silva'));
    // The service's vehicle says which CRV: plate and RENAVAM come from the registry.
    expect(screen.getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(screen.getByLabelText('RENAVAM')).toHaveValue('39560590739');
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CEP')).toHaveValue('22240-003');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 3333-4444');
    expect(screen.getByLabelText('Documento de Identidade')).toHaveValue('');

    await user.type(screen.getByLabelText('Documento de Identidade'), '12.345.678-9');
    await user.type(screen.getByLabelText('Complemento'), 'casa');
    await user.type(screen.getByLabelText('Número do Registro de Ocorrência'), '001-12345/2026');
    await user.type(screen.getByLabelText('Chassi'), '9BWZZZ377VT004251');
    await user.type(screen.getByLabelText('Data da Ocorrência'), '02022026');
    await user.type(screen.getByLabelText('Número da Delegacia'), '5ª DP');
    await user.type(screen.getByLabelText('Cidade da Delegacia'), 'Rio de Janeiro');
    await user.type(screen.getByLabelText('Bairro da Delegacia'), 'Centro');
    await user.click(screen.getByLabelText('CRLV – Certificado de Registro e Licenciamento de Veículo'));
    await click('Enviar Requerimento');

    expect(await screen.findByText('Requerimento para Isenção de Taxa foi registrado.')).toBeInTheDocument();
    expect(posted()).toEqual([
      expect.objectContaining({
        type: 'isencao-taxa',
        serviceId: 'svc-1',
        data: expect.objectContaining({
          nome: 'Maria da Silva',
          placa: 'ABC1D23',
          chassi: '9BWZZZ377VT004251',
          dataOcorrencia: '02/02/2026',
          crlvCertificado: true,
        }),
      }),
    ]);
    // Registry extras the form has no field for (make, colour) never reach it.
    expect(Object.keys((posted()[0] as { data: object }).data)).not.toContain('marcaModelo');
  });
});
