import { describe, expect, it } from 'vitest';
import { saleInformationDefaults } from './defaults.ts';
import { saleInformationRequest } from './sale-information.ts';
import { SAMPLE_PLATE, requiredMessages, sampleRequests } from './samples.ts';
import { firstMessages, requesterOutput, vehicleIdOutput, wrong, emptyRequesterAndVehicle } from './test-support.ts';

/** The sample with every optional field left blank. */
const valid = () => ({
  ...sampleRequests['informacao-venda'],
  emailRequerente: '',
  marcaModelo: '',
  anoFabricacao: '',
  anoModelo: '',
  dataInicial: '',
  dataFinal: '',
  periodoConsulta: '',
});
const parse = (overrides: Record<string, unknown>) => saleInformationRequest.safeParse({ ...valid(), ...overrides });

describe('Informação de Venda contract', () => {
  it('accepts a filled request with the optional fields left blank', () => {
    expect(saleInformationRequest.parse(valid())).toEqual({ ...valid(), ...requesterOutput(), ...vehicleIdOutput(), placaVeiculo: SAMPLE_PLATE });
  });

  it('accepts a custom period with its dates', () => {
    const r = parse({ periodoConsulta: 'personalizado', dataInicial: '01/01/2024', dataFinal: '31/12/2024', emailRequerente: 'a@b.com' });
    expect(r.data).toMatchObject({ periodoConsulta: 'personalizado', dataInicial: '01/01/2024', dataFinal: '31/12/2024' });
  });

  it('shows the spec message of every required field on the empty form', () => {
    expect(firstMessages(saleInformationRequest.safeParse(saleInformationDefaults()))).toEqual(requiredMessages['informacao-venda']);
  });

  it('checks filled documents, e-mail, years, dates and options for real', () => {
    const r = parse({
      cpfCnpjRequerente: wrong.cpfCnpj,
      cepRequerente: wrong.cep,
      emailRequerente: wrong.email,
      placaVeiculo: wrong.plate,
      chassi: wrong.chassis,
      renavam: wrong.renavam,
      anoModelo: 'abcd',
      dataInicial: wrong.date,
      periodoConsulta: '2anos',
      finalidadeInformacao: 'Curiosidade',
    });
    expect(firstMessages(r)).toEqual({
      cpfCnpjRequerente: 'CPF/CNPJ inválido',
      cepRequerente: 'CEP inválido',
      emailRequerente: 'Email inválido',
      placaVeiculo: 'Placa inválida',
      chassi: 'Chassi inválido: 17 caracteres, sem as letras I, O e Q',
      renavam: 'RENAVAM inválido',
      anoModelo: 'Ano inválido',
      dataInicial: 'Data inválida (use dd/mm/aaaa)',
      periodoConsulta: 'Opção inválida',
      finalidadeInformacao: 'Opção inválida',
    });
  });

  it('needs both dates for a custom period, in order', () => {
    expect(firstMessages(parse({ periodoConsulta: 'personalizado' }))).toEqual({
      dataInicial: 'Data inicial é obrigatória para o período personalizado',
      dataFinal: 'Data final é obrigatória para o período personalizado',
    });
    expect(firstMessages(parse({ dataInicial: '02/01/2024', dataFinal: '01/01/2024' }))).toEqual({
      dataFinal: 'Data final deve ser igual ou posterior à data inicial',
    });
  });

  it('starts blank, declaration unticked', () => {
    expect(saleInformationDefaults()).toEqual({
      ...emptyRequesterAndVehicle,
      emailRequerente: '',
      finalidadeInformacao: '',
      tipoInformacao: '',
      dataInicial: '',
      dataFinal: '',
      periodoConsulta: '',
      declaracao: false,
    });
    expect(Object.keys(saleInformationDefaults()).sort()).toEqual(Object.keys(saleInformationRequest.shape).sort());
  });
});
