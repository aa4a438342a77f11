import { describe, expect, it } from 'vitest';
import { saleCommunicationDefaults, saleCommunicationRequest } from './sale-communication.ts';
import { docs, emptyOwner, firstMessages, ownerInput, ownerMessages, ownerOutput, wrong } from './test-support.ts';

const buyer = () => ({
  compradorNomeRazao: 'Auto Peças Lapa Ltda',
  compradorNomeSocial: '',
  compradorDocumento: 'Contrato social',
  compradorCpfCnpj: docs.cnpj,
  compradorNacionalidade: '',
  compradorNaturalidade: '',
  compradorEndereco: 'Rua da Lapa',
  compradorNumero: '10',
  compradorComplemento: '',
  compradorCep: '20021-180',
  compradorUf: 'RJ',
  compradorCidade: 'Rio de Janeiro',
  compradorBairro: 'Lapa',
  compradorTelefone: '(21) 3333-4444',
  compradorCelular: '',
  compradorEmail: '',
});
const valid = () => ({ ...ownerInput(), placa: docs.plate, renavam: docs.renavam, ...buyer() });
const parse = (overrides: Record<string, unknown>) => saleCommunicationRequest.safeParse({ ...valid(), ...overrides });

describe('Comunicação de Venda contract', () => {
  it('accepts a filled request and normalizes its documents', () => {
    expect(saleCommunicationRequest.parse(valid())).toEqual({
      ...ownerOutput(),
      placa: docs.plateOut,
      renavam: docs.renavamOut,
      ...buyer(),
      compradorCpfCnpj: docs.cnpjOut,
      compradorCep: '20021180',
      compradorTelefone: '2133334444',
    });
  });

  it('shows the owner, vehicle and buyer messages on the empty form', () => {
    expect(firstMessages(saleCommunicationRequest.safeParse(saleCommunicationDefaults()))).toEqual({
      nomeRazaoSocial: 'Nome/Razão Social é obrigatório',
      ...ownerMessages,
      placa: 'Placa é obrigatória',
      renavam: 'RENAVAM é obrigatório',
      compradorNomeRazao: 'Nome/Razão Social do comprador é obrigatório',
      compradorDocumento: 'Documento do comprador é obrigatório',
      compradorCpfCnpj: 'CPF/CNPJ do comprador é obrigatório',
      compradorEndereco: 'Endereço do comprador é obrigatório',
      compradorNumero: 'Número é obrigatório',
      compradorCep: 'CEP deve ter 8 dígitos',
      compradorUf: 'UF é obrigatória',
      compradorCidade: 'Cidade é obrigatória',
      compradorBairro: 'Bairro é obrigatório',
      compradorTelefone: 'Telefone é obrigatório',
    });
  });

  it('checks filled documents of both parties for real', () => {
    const r = parse({
      cpfCnpj: wrong.cpfCnpj,
      placa: wrong.plate,
      renavam: wrong.renavam,
      compradorCpfCnpj: wrong.cpfCnpj,
      compradorCep: wrong.cep,
      compradorUf: wrong.uf,
      compradorTelefone: wrong.phone,
      compradorCelular: wrong.phone,
      compradorEmail: wrong.email,
    });
    expect(firstMessages(r)).toEqual({
      cpfCnpj: 'CPF/CNPJ inválido',
      placa: 'Placa inválida',
      renavam: 'RENAVAM inválido',
      compradorCpfCnpj: 'CPF/CNPJ inválido',
      compradorCep: 'CEP inválido',
      compradorUf: 'UF inválida',
      compradorTelefone: 'Telefone inválido',
      compradorCelular: 'Telefone inválido',
      compradorEmail: 'Email inválido',
    });
  });

  it('starts blank', () => {
    const defaults = saleCommunicationDefaults();
    expect(Object.values(defaults).every((v) => v === '')).toBe(true);
    expect(defaults).toMatchObject({ nomeRazaoSocial: '', ...emptyOwner, placa: '', renavam: '', compradorNomeRazao: '', compradorEmail: '' });
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(saleCommunicationRequest.shape).sort());
    expect(Object.keys(defaults)).toEqual([
      'nomeRazaoSocial', 'nomeSocial', 'documentoIdentidade', 'orgaoExpedidor', 'cpfCnpj', 'cnh', 'endereco', 'numero',
      'complemento', 'cep', 'uf', 'cidade', 'bairro', 'telefone', 'celular', 'email', 'placa', 'renavam',
      'compradorNomeRazao', 'compradorNomeSocial', 'compradorDocumento', 'compradorCpfCnpj', 'compradorNacionalidade',
      'compradorNaturalidade', 'compradorEndereco', 'compradorNumero', 'compradorComplemento', 'compradorCep', 'compradorUf',
      'compradorCidade', 'compradorBairro', 'compradorTelefone', 'compradorCelular', 'compradorEmail',
    ]);
  });
});
