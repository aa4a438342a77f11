import { describe, expect, it } from 'vitest';
import { nonEmptyValues } from './use-form-prefill.ts';

describe('a stored request duplicated into its form', () => {
  it('reopens the codes the server stored normalised as a user types them, the rest as stored', () => {
    expect(
      nonEmptyValues({
        placa: 'ABC1234',
        renavam: '00639884962',
        cpfCnpj: '52998224725',
        telefone: '21987654321',
        cep: '22270000',
        nomeRazaoSocial: 'Maria da Silva',
        complemento: ' ',
        vistoriaMovel: true,
      }),
    ).toEqual({
      placa: 'ABC-1234',
      renavam: '00639884962',
      cpfCnpj: '529.982.247-25',
      telefone: '(21) 98765-4321',
      cep: '22270-000',
      nomeRazaoSocial: 'Maria da Silva',
      vistoriaMovel: true,
    });
  });
});
