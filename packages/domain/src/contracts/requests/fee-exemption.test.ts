import { describe, expect, it } from 'vitest';
import { feeExemptionDefaults } from './defaults.ts';
import { feeExemptionRequest } from './fee-exemption.ts';
import { requiredMessages, sampleRequests } from './samples.ts';
import { docs, emptyOwner, firstMessages, ownerOutput, wrong } from './test-support.ts';

const valid = () => ({ ...sampleRequests['isencao-taxa'] });
const parse = (overrides: Record<string, unknown>) => feeExemptionRequest.safeParse({ ...valid(), ...overrides });

describe('Isenção de Taxa contract', () => {
  it('accepts a filled request and normalizes its documents', () => {
    const { nomeRazaoSocial: nome, ...rest } = ownerOutput();
    expect(feeExemptionRequest.parse(valid())).toEqual({
      ...valid(),
      nome,
      ...rest,
      placa: docs.plateOut,
      renavam: docs.renavamOut,
      chassi: docs.chassisOut,
    });
  });

  it('names the vehicle whose CRV is asked for and dates the Registro de Ocorrência', () => {
    expect(firstMessages(parse({ placa: wrong.plate, renavam: wrong.renavam, chassi: wrong.chassis, dataOcorrencia: wrong.date }))).toEqual({
      placa: 'Placa inválida',
      renavam: 'RENAVAM inválido',
      chassi: 'Chassi inválido: 17 caracteres, sem as letras I, O e Q',
      dataOcorrencia: 'Data inválida (use dd/mm/aaaa)',
    });
    expect(firstMessages(parse({ dataOcorrencia: '01/01/2999' }))).toEqual({ dataOcorrencia: 'Data da ocorrência não pode ser futura' });
  });

  it("uses 'Nome é obrigatório' for the name and the owner block for the rest", () => {
    expect(firstMessages(feeExemptionRequest.safeParse(feeExemptionDefaults()))).toEqual({
      ...requiredMessages['isencao-taxa'],
      // Neither document is ticked on the empty form.
      crvCertificado: 'Selecione pelo menos um documento (CRV ou CRLV)',
    });
  });

  it('checks filled documents for real', () => {
    expect(firstMessages(parse({ cpfCnpj: wrong.cpfCnpj, cep: wrong.cep, uf: wrong.uf, telefone: wrong.phone, email: wrong.email }))).toEqual({
      cpfCnpj: 'CPF/CNPJ inválido',
      cep: 'CEP inválido',
      uf: 'UF inválida',
      telefone: 'Telefone inválido',
      email: 'Email inválido',
    });
  });

  it('accepts either document or both', () => {
    expect(parse({ crvCertificado: false, crlvCertificado: true }).success).toBe(true);
    expect(parse({ crvCertificado: true, crlvCertificado: true }).success).toBe(true);
  });

  it('starts blank, with both documents unticked', () => {
    expect(feeExemptionDefaults()).toEqual({
      nome: '',
      ...emptyOwner,
      placa: '',
      renavam: '',
      chassi: '',
      numeroBoletim: '',
      dataOcorrencia: '',
      numeroDelegacia: '',
      cidadeDelegacia: '',
      bairroDelegacia: '',
      crvCertificado: false,
      crlvCertificado: false,
    });
    expect(Object.keys(feeExemptionDefaults()).sort()).toEqual(Object.keys(feeExemptionRequest.shape).sort());
  });
});
