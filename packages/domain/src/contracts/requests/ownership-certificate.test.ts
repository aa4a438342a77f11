import { describe, expect, it } from 'vitest';
import { ownershipCertificateDefaults } from './defaults.ts';
import { ownershipCertificateRequest } from './ownership-certificate.ts';
import { SAMPLE_PLATE, requiredMessages, sampleRequests } from './samples.ts';
import { docs, firstMessages, requesterOutput, vehicleIdOutput, wrong, emptyRequesterAndVehicle } from './test-support.ts';

/** The sample collected in person: no e-mail needed. */
const valid = () => ({ ...sampleRequests['certidao-propriedade'], formaEntrega: 'Retirada presencial', emailRequerente: '' });
const parse = (overrides: Record<string, unknown>) => ownershipCertificateRequest.safeParse({ ...valid(), ...overrides });

describe('Certidão de Propriedade contract', () => {
  it('accepts a filled request and normalizes its documents', () => {
    expect(ownershipCertificateRequest.parse(valid())).toEqual({
      ...valid(),
      ...requesterOutput(),
      ...vehicleIdOutput(),
      placaVeiculo: SAMPLE_PLATE,
      cpfCnpjProprietario: docs.cpfOut,
    });
  });

  it('shows the spec message of every required field on the empty form', () => {
    // The empty form already has one copy ('1').
    const { numeroVias, ...others } = requiredMessages['certidao-propriedade'];
    expect(firstMessages(ownershipCertificateRequest.safeParse(ownershipCertificateDefaults()))).toEqual(others);
    expect(firstMessages(parse({ numeroVias: '' }))).toEqual({ numeroVias });
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
      ...emptyRequesterAndVehicle,
      emailRequerente: '',
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
