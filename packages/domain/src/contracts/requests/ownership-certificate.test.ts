import { describe, expect, it } from 'vitest';
import { ownershipCertificateDefaults, ownershipCertificateRequest } from './ownership-certificate.ts';
import { docs, firstMessages, requesterInput, requesterMessages, requesterOutput, vehicleIdInput, vehicleIdOutput, wrong } from './test-support.ts';

const valid = () => ({
  ...requesterInput(),
  emailRequerente: '',
  ...vehicleIdInput(),
  marcaModelo: 'Fiat/Uno',
  anoFabricacao: '2015',
  anoModelo: '2016',
  finalidadeCertidao: 'Financiamento bancário',
  tipoCertidao: 'Certidão negativa de gravame',
  numeroVias: '2',
  relacionamentoVeiculo: 'Procurador',
  documentoComprobatorio: 'Procuração',
  nomeProprietario: 'João Pereira',
  cpfCnpjProprietario: docs.cpf,
  formaEntrega: 'Retirada presencial',
  enderecoEntrega: '',
  declaracao: true,
});
const parse = (overrides: Record<string, unknown>) => ownershipCertificateRequest.safeParse({ ...valid(), ...overrides });

describe('Certidão de Propriedade contract', () => {
  it('accepts a filled request and normalizes its documents', () => {
    expect(ownershipCertificateRequest.parse(valid())).toEqual({
      ...valid(),
      ...requesterOutput(),
      ...vehicleIdOutput(),
      cpfCnpjProprietario: docs.cpfOut,
    });
  });

  it('shows the spec message of every required field on the empty form', () => {
    expect(firstMessages(ownershipCertificateRequest.safeParse(ownershipCertificateDefaults()))).toEqual({
      ...requesterMessages,
      finalidadeCertidao: 'Finalidade é obrigatória',
      tipoCertidao: 'Tipo de certidão é obrigatório',
      relacionamentoVeiculo: 'Relacionamento é obrigatório',
      formaEntrega: 'Forma de entrega é obrigatória',
      declaracao: 'Declaração deve ser aceita',
    });
    expect(firstMessages(parse({ numeroVias: '' }))).toEqual({ numeroVias: 'Número de vias é obrigatório' });
  });

  it('offers 1 to 5 copies', () => {
    for (const vias of ['1', '5']) expect(parse({ numeroVias: vias }).success).toBe(true);
    for (const vias of ['0', '6']) expect(firstMessages(parse({ numeroVias: vias }))).toEqual({ numeroVias: 'Opção inválida' });
  });

  it('checks filled documents and e-mail for real', () => {
    const r = parse({
      cpfCnpjRequerente: wrong.cpfCnpj,
      emailRequerente: wrong.email,
      placaVeiculo: wrong.plate,
      chassi: wrong.chassis,
      renavam: wrong.renavam,
      cpfCnpjProprietario: wrong.cpfCnpj,
      anoFabricacao: '1800',
    });
    expect(firstMessages(r)).toEqual({
      cpfCnpjRequerente: 'CPF/CNPJ inválido',
      emailRequerente: 'Email inválido',
      placaVeiculo: 'Placa inválida',
      chassi: 'Chassi inválido: 17 caracteres, sem as letras I, O e Q',
      renavam: 'RENAVAM inválido',
      cpfCnpjProprietario: 'CPF/CNPJ inválido',
      anoFabricacao: 'Ano inválido',
    });
  });

  it('needs the e-mail when the certificate goes by e-mail', () => {
    expect(firstMessages(parse({ formaEntrega: 'Email (quando aplicável)' }))).toEqual({
      emailRequerente: 'Email é obrigatório para entrega por email',
    });
    expect(parse({ formaEntrega: 'Email (quando aplicável)', emailRequerente: 'ana@exemplo.com' }).success).toBe(true);
  });

  it("starts blank with one copy ('1')", () => {
    expect(ownershipCertificateDefaults()).toEqual({
      nomeRequerente: '',
      cpfCnpjRequerente: '',
      rgRequerente: '',
      enderecoRequerente: '',
      cepRequerente: '',
      telefoneRequerente: '',
      emailRequerente: '',
      placaVeiculo: '',
      chassi: '',
      renavam: '',
      marcaModelo: '',
      anoFabricacao: '',
      anoModelo: '',
      finalidadeCertidao: '',
      tipoCertidao: '',
      numeroVias: '1',
      relacionamentoVeiculo: '',
      documentoComprobatorio: '',
      nomeProprietario: '',
      cpfCnpjProprietario: '',
      formaEntrega: '',
      enderecoEntrega: '',
      declaracao: false,
    });
    expect(Object.keys(ownershipCertificateDefaults()).sort()).toEqual(Object.keys(ownershipCertificateRequest.shape).sort());
  });
});
