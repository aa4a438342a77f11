import { describe, expect, it } from 'vitest';
import { buildOwner, buildVehicle } from '../../test/factories.ts';
import { buyerBlockValues, ownerBlockValues, registryPrefillFor, requesterValues, sellerValues, vehicleValues } from './registry-prefill.ts';

const blankOwner = buildOwner({
  nome: 'Maria da Silva',
  cpf: '',
  cnpj: '',
  endereco: '',
  numero: '',
  complemento: '',
  bairro: '',
  cep: '',
  municipio: '',
  uf: '',
  orgao: '',
  cnh: '',
  nacionalidade: '',
  naturalidade: '',
  email: '',
  telCom: '',
  telRes: '',
  cel: '',
});

describe('registry → request form values', () => {
  it('maps an owner to the owner block, masked as typed', () => {
    expect(ownerBlockValues(buildOwner())).toEqual({
      nomeRazaoSocial: 'Maria da Silva',
      orgaoExpedidor: 'DETRAN-RJ',
      cpfCnpj: '529.982.247-25',
      endereco: 'Rua das Laranjeiras',
      numero: '100',
      cep: '22240-003',
      uf: 'RJ',
      cidade: 'Rio de Janeiro',
      bairro: 'Laranjeiras',
      telefone: '(21) 3333-4444',
      celular: '(21) 98765-4321',
      email: 'maria@exemplo.com.br',
    });
    expect(ownerBlockValues(buildOwner(), 'nome')).toMatchObject({ nome: 'Maria da Silva' });
    expect(ownerBlockValues(buildOwner(), 'nome')).not.toHaveProperty('nomeRazaoSocial');
  });

  it('leaves blank registry values out, so nothing typed is wiped', () => {
    expect(ownerBlockValues(blankOwner)).toEqual({ nomeRazaoSocial: 'Maria da Silva' });
    expect(requesterValues(blankOwner)).toEqual({ nomeRequerente: 'Maria da Silva' });
    expect(buyerBlockValues(blankOwner)).toEqual({ compradorNomeRazao: 'Maria da Silva' });
    expect(sellerValues(blankOwner)).toEqual({ nomeRazaoSocialVendedor: 'Maria da Silva' });
    expect(
      vehicleValues(buildVehicle({ placa: 'ABC1234', renavam: '', marca: '', modelo: '', anoFabricacao: '', anoModelo: '', cor: '', combustivel: '' })),
    ).toEqual({
      placa: 'ABC-1234',
    });
  });

  it('uses the CNPJ of a company and the mobile when there is no landline', () => {
    const company = buildOwner({ cpf: '', cnpj: '11222333000181', telCom: '', telRes: '' });
    expect(ownerBlockValues(company)).toMatchObject({ cpfCnpj: '11.222.333/0001-81', telefone: '(21) 98765-4321' });
  });

  it('writes the requester address on one line', () => {
    expect(requesterValues(buildOwner({ complemento: 'apto 201' }))).toEqual({
      nomeRequerente: 'Maria da Silva',
      cpfCnpjRequerente: '529.982.247-25',
      enderecoRequerente: 'Rua das Laranjeiras, 100, apto 201 – Laranjeiras – Rio de Janeiro/RJ',
      cepRequerente: '22240-003',
      telefoneRequerente: '(21) 3333-4444',
      emailRequerente: 'maria@exemplo.com.br',
    });
  });

  it('maps the vehicle with the request lists: colour label, fuel code, make and model together', () => {
    expect(vehicleValues(buildVehicle({ chassis: '9bwzzz377vt004251', combustivel: 'etanol' }), 'placaVeiculo')).toEqual({
      placaVeiculo: 'ABC1D23',
      renavam: '39560590739',
      chassi: '9BWZZZ377VT004251',
      marcaModelo: 'Fiat Uno',
      anoFabricacao: '2015',
      anoModelo: '2016',
      cor: 'Prata',
      combustivel: 'etanol',
    });
    expect(vehicleValues(buildVehicle({ combustivel: 'querosene' }))).not.toHaveProperty('combustivel');
  });

  it('fills each form with its own blocks', () => {
    const hit = { owner: buildOwner(), vehicle: buildVehicle() };
    expect(registryPrefillFor('vistoria-transito', hit)).toMatchObject({ nomeRazaoSocial: 'Maria da Silva', placa: 'ABC1D23' });
    expect(registryPrefillFor('isencao-taxa', hit)).toMatchObject({ nome: 'Maria da Silva' });
    expect(registryPrefillFor('casos-especiais-comunicacao-venda', hit)).toMatchObject({
      nomeRequerente: 'Maria da Silva',
      nomeProprietarioAnterior: 'Maria da Silva',
      cpfCnpjProprietarioAnterior: '529.982.247-25',
      placaVeiculo: 'ABC1D23',
    });
    expect(registryPrefillFor('certidao-propriedade', hit)).toMatchObject({ nomeProprietario: 'Maria da Silva', placaVeiculo: 'ABC1D23' });
    expect(registryPrefillFor('intencao-venda', hit)).toMatchObject({ nomeRazaoSocialVendedor: 'Maria da Silva', placa: 'ABC1D23' });
    expect(registryPrefillFor('informacao-venda', { owner: null, vehicle: buildVehicle() })).toEqual(vehicleValues(buildVehicle(), 'placaVeiculo'));
  });
});
