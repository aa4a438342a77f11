import { describe, expect, it } from 'vitest';
import { saleCommunicationDefaults } from './defaults.ts';
import { saleCommunicationRequest } from './sale-communication.ts';
import { requiredMessages, sampleRequests } from './samples.ts';
import { docs, emptyOwner, firstMessages, ownerOutput, wrong } from './test-support.ts';
const valid = () => ({ ...sampleRequests['comunicacao-venda'] });
const parse = (overrides: Record<string, unknown>) => saleCommunicationRequest.safeParse({ ...valid(), ...overrides });

describe('Comunicação de Venda contract', () => {
  it('accepts a filled request and normalizes its documents', () => {
    expect(saleCommunicationRequest.parse(valid())).toEqual({
      ...valid(),
      ...ownerOutput(),
      placa: docs.plateOut,
      renavam: docs.renavamOut,
      chassi: docs.chassisOut,
      valorVenda: 3_890_000,
      compradorCpfCnpj: '52998224725',
      compradorCep: '22270000',
      compradorTelefone: '2132221100',
    });
  });

  it('shows the owner, vehicle and buyer messages on the empty form', () => {
    expect(firstMessages(saleCommunicationRequest.safeParse(saleCommunicationDefaults()))).toEqual(requiredMessages['comunicacao-venda']);
  });

  it('dates and prices the sale (CTB art. 134), never in the future', () => {
    expect(firstMessages(parse({ dataVenda: '01/01/2999', valorVenda: '' }))).toEqual({
      dataVenda: 'Data da venda não pode ser futura',
      valorVenda: 'Valor da venda é obrigatório',
    });
    expect(firstMessages(parse({ dataVenda: wrong.date, valorVenda: 'abc', chassi: wrong.chassis }))).toEqual({
      dataVenda: 'Data inválida (use dd/mm/aaaa)',
      valorVenda: 'Valor inválido',
      chassi: 'Chassi inválido: 17 caracteres, sem as letras I, O e Q',
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
      'nomeRazaoSocial',
      'nomeSocial',
      'documentoIdentidade',
      'orgaoExpedidor',
      'cpfCnpj',
      'cnh',
      'endereco',
      'numero',
      'complemento',
      'cep',
      'uf',
      'cidade',
      'bairro',
      'telefone',
      'celular',
      'email',
      'placa',
      'renavam',
      'chassi',
      'dataVenda',
      'valorVenda',
      'compradorNomeRazao',
      'compradorNomeSocial',
      'compradorDocumento',
      'compradorCpfCnpj',
      'compradorNacionalidade',
      'compradorNaturalidade',
      'compradorEndereco',
      'compradorNumero',
      'compradorComplemento',
      'compradorCep',
      'compradorUf',
      'compradorCidade',
      'compradorBairro',
      'compradorTelefone',
      'compradorCelular',
      'compradorEmail',
    ]);
  });
});
