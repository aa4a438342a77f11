import { describe, expect, it } from 'vitest';
import { transitInspectionDefaults } from './defaults.ts';
import { transitInspectionRequest } from './transit-inspection.ts';
import { requiredMessages, sampleRequests } from './samples.ts';
import { docs, emptyOwner, firstMessages, ownerOutput, wrong } from './test-support.ts';

/** The sample inspected in Rio de Janeiro instead of by the mobile unit (which needs a date and place). */
const valid = () => ({
  ...sampleRequests['vistoria-transito'],
  vistoriaMovel: false,
  vistoriaRioJaneiro: true,
  dataVistoria: '',
  localVistoria: '',
  motivoVistoriaMovel: '',
});
const parse = (overrides: Record<string, unknown>) => transitInspectionRequest.safeParse({ ...valid(), ...overrides });

describe('Vistoria em Trânsito contract', () => {
  it('accepts a filled request and normalizes its documents', () => {
    expect(transitInspectionRequest.parse(valid())).toEqual({
      ...ownerOutput(),
      nomeRazaoSocial: valid().nomeRazaoSocial,
      placa: valid().placa,
      renavam: docs.renavamOut,
      chassi: docs.chassisOut,
      marcaModelo: 'VW/Gol 1.0',
      anoFabricacao: '2019',
      anoModelo: '2020',
      cor: 'Prata',
      combustivel: 'flex',
      vistoriaOutrosEstados: false,
      vistoriaMovel: false,
      vistoriaRioJaneiro: true,
      dataVistoria: '',
      localVistoria: '',
      motivoVistoriaMovel: '',
    });
  });

  it('shows the spec message of every required field on the empty form', () => {
    // Date and place are asked only with the mobile inspection, unticked on the empty form.
    const { dataVistoria, localVistoria, motivoVistoriaMovel, ...always } = requiredMessages['vistoria-transito'];
    expect(firstMessages(transitInspectionRequest.safeParse(transitInspectionDefaults()))).toEqual({
      ...always,
      vistoriaOutrosEstados: 'Selecione pelo menos um tipo de vistoria',
    });
  });

  it('checks filled documents for real', () => {
    const r = parse({
      cpfCnpj: wrong.cpfCnpj,
      placa: wrong.plate,
      renavam: wrong.renavam,
      cep: wrong.cep,
      uf: wrong.uf,
      telefone: wrong.phone,
      celular: wrong.phone,
      email: wrong.email,
      cnh: wrong.cnh,
    });
    expect(firstMessages(r)).toEqual({
      cpfCnpj: 'CPF/CNPJ inválido',
      placa: 'Placa inválida',
      renavam: 'RENAVAM inválido',
      cep: 'CEP inválido',
      uf: 'UF inválida',
      telefone: 'Telefone inválido',
      celular: 'Telefone inválido',
      email: 'Email inválido',
      cnh: 'CNH deve ter 11 dígitos',
    });
  });

  it('keeps the spec minimums for CEP and UF', () => {
    expect(firstMessages(parse({ cep: '2004002', uf: 'R' }))).toEqual({ cep: 'CEP deve ter 8 dígitos', uf: 'UF é obrigatória' });
  });

  it('accepts an empty optional e-mail and the Mercosul plate', () => {
    expect(parse({ email: '', placa: 'abc1d23' }).data).toMatchObject({ email: '', placa: 'ABC1D23' });
  });

  it('requires date, place and reason of a mobile inspection, and only then', () => {
    const { dataVistoria, localVistoria, motivoVistoriaMovel } = requiredMessages['vistoria-transito'];
    expect(firstMessages(parse({ vistoriaMovel: true }))).toEqual({ dataVistoria, localVistoria, motivoVistoriaMovel });
    expect(
      firstMessages(parse({ vistoriaMovel: true, dataVistoria: wrong.date, localVistoria: 'Pátio', motivoVistoriaMovel: 'Sem condições de rodar' })),
    ).toEqual({
      dataVistoria: 'Data inválida (use dd/mm/aaaa)',
    });
    expect(
      parse({ vistoriaMovel: true, dataVistoria: '15/03/2026', localVistoria: ' Pátio da loja ', motivoVistoriaMovel: 'Sem condições de rodar' }).data,
    ).toMatchObject({
      dataVistoria: '15/03/2026',
      localVistoria: 'Pátio da loja',
    });
  });

  it('drops a date and place left behind when mobile inspection is unticked', () => {
    expect(parse({ vistoriaMovel: false, dataVistoria: wrong.date, localVistoria: 'Pátio', motivoVistoriaMovel: 'x' }).data).toMatchObject({
      dataVistoria: '',
      localVistoria: '',
      motivoVistoriaMovel: '',
    });
  });

  it('describes the vehicle the inspector checks: chassis and make/model required, a pre-VIN chassis only up to 1986', () => {
    expect(firstMessages(parse({ chassi: '', marcaModelo: '' }))).toEqual({ chassi: 'Chassi é obrigatório', marcaModelo: 'Marca/Modelo é obrigatório' });
    expect(firstMessages(parse({ chassi: 'BA12345', anoFabricacao: '2019' }))).toHaveProperty('chassi');
    expect(parse({ chassi: 'BA12345', anoFabricacao: '1979', anoModelo: '1979' }).success).toBe(true);
    expect(firstMessages(parse({ combustivel: 'querosene' }))).toEqual({ combustivel: 'Opção inválida' });
  });

  it('starts blank, with the three services unticked', () => {
    expect(transitInspectionDefaults()).toEqual({
      nomeRazaoSocial: '',
      ...emptyOwner,
      placa: '',
      renavam: '',
      chassi: '',
      marcaModelo: '',
      anoFabricacao: '',
      anoModelo: '',
      cor: '',
      combustivel: '',
      vistoriaOutrosEstados: false,
      vistoriaMovel: false,
      vistoriaRioJaneiro: false,
      dataVistoria: '',
      localVistoria: '',
      motivoVistoriaMovel: '',
    });
    expect(Object.keys(transitInspectionDefaults()).sort()).toEqual(Object.keys(transitInspectionRequest.in.shape).sort());
  });
});
