import { describe, expect, it } from 'vitest';
import { saleCommunicationSpecialDefaults } from './defaults.ts';
import { saleCommunicationSpecialRequest } from './sale-communication-special.ts';
import { SAMPLE_PLATE, requiredMessages, sampleRequests } from './samples.ts';
import { docs, firstMessages, requesterOutput, vehicleIdOutput, wrong, emptyRequesterAndVehicle } from './test-support.ts';

const valid = () => ({ ...sampleRequests['casos-especiais-comunicacao-venda'] });
const parse = (overrides: Record<string, unknown>) => saleCommunicationSpecialRequest.safeParse({ ...valid(), ...overrides });

describe('Casos Especiais de Comunicação de Venda contract', () => {
  it('accepts a filled request, normalizes documents and keeps the value in centavos', () => {
    expect(saleCommunicationSpecialRequest.parse(valid())).toEqual({
      ...valid(),
      ...requesterOutput(),
      ...vehicleIdOutput(),
      placaVeiculo: SAMPLE_PLATE,
      cpfCnpjProprietarioAnterior: docs.cpfOut,
      cpfCnpjNovoProprietario: '52998224725',
      valorVenda: 3550000,
    });
    expect(parse({ valorVenda: '' }).data?.valorVenda).toBeNull();
  });

  it('refuses a copy of the CRV when the CRV is what was lost, and takes the documents that replace it', () => {
    const lost = { motivoSolicitacao: 'Perda ou extravio do documento de venda' };
    expect(firstMessages(parse({ ...lost, documentosAnexos: ['Cópia do CRV autenticada', 'Nota fiscal de venda'] }))).toEqual({
      documentosAnexos: 'O CRV perdido não pode ser anexado: desmarque a cópia do CRV',
    });
    const replacing = ['Nota fiscal de venda', 'Escritura de doação', 'Carta de arrematação ou de adjudicação', 'Sentença judicial'];
    expect(parse({ ...lost, documentosAnexos: replacing }).success).toBe(true);
  });

  it('shows the spec message of every required field on the empty form', () => {
    expect(firstMessages(saleCommunicationSpecialRequest.safeParse(saleCommunicationSpecialDefaults()))).toEqual(
      requiredMessages['casos-especiais-comunicacao-venda'],
    );
  });

  it("gives the empty CEP only 'CEP é obrigatório', with no 8-digit rule, and rejects a filled invalid one", () => {
    const empty = saleCommunicationSpecialRequest.safeParse({ ...valid(), cepRequerente: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['CEP é obrigatório']);
    expect(firstMessages(parse({ cepRequerente: '2004' }))).toEqual({ cepRequerente: 'CEP inválido' });
  });

  it('checks filled documents, years, money and options for real', () => {
    const r = parse({
      cpfCnpjRequerente: wrong.cpfCnpj,
      telefoneRequerente: wrong.phone,
      placaVeiculo: wrong.plate,
      chassi: wrong.chassis,
      renavam: wrong.renavam,
      anoFabricacao: '19',
      cpfCnpjNovoProprietario: wrong.cpfCnpj,
      combustivel: 'querosene',
      dataVenda: wrong.date,
      valorVenda: '12,345',
      documentosAnexos: ['Certidão de nascimento'],
    });
    expect(firstMessages(r)).toEqual({
      cpfCnpjRequerente: 'CPF/CNPJ inválido',
      telefoneRequerente: 'Telefone inválido',
      placaVeiculo: 'Placa inválida',
      chassi: 'Chassi inválido: 17 caracteres, sem as letras I, O e Q',
      renavam: 'RENAVAM inválido',
      anoFabricacao: 'Ano inválido',
      cpfCnpjNovoProprietario: 'CPF/CNPJ inválido',
      combustivel: 'Opção inválida',
      dataVenda: 'Data inválida (use dd/mm/aaaa)',
      valorVenda: 'Valor inválido',
      'documentosAnexos.0': 'Opção inválida',
    });
  });

  it('rejects a model year that is not the fabrication year or the next, and a sale in the future', () => {
    expect(firstMessages(parse({ anoFabricacao: '2019', anoModelo: '2021', dataVenda: '01/01/2999' }))).toEqual({
      anoModelo: 'Ano do modelo deve ser o ano de fabricação ou o seguinte',
      dataVenda: 'Data da venda não pode ser futura',
    });
    expect(parse({ anoFabricacao: '2020', anoModelo: '2020' }).success).toBe(true);
  });

  it('starts blank: no documents, declaration unticked', () => {
    expect(saleCommunicationSpecialDefaults()).toEqual({
      ...emptyRequesterAndVehicle,
      cor: '',
      combustivel: '',
      nomeProprietarioAnterior: '',
      cpfCnpjProprietarioAnterior: '',
      nomeNovoProprietario: '',
      cpfCnpjNovoProprietario: '',
      enderecoNovoProprietario: '',
      motivoSolicitacao: '',
      dataVenda: '',
      valorVenda: '',
      documentosAnexos: [],
      declaracao: false,
    });
    expect(Object.keys(saleCommunicationSpecialDefaults()).sort()).toEqual(Object.keys(saleCommunicationSpecialRequest.shape).sort());
  });
});
