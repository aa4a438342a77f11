import { describe, expect, it } from 'vitest';
import type { ImportFieldKey } from './field-keys.ts';
import { foldHeader, matchHeaders } from './header-match.ts';

/** The matches as { header: field } for readable failures. */
const matched = (headers: string[], remembered?: Record<string, ImportFieldKey>) => {
  const keys = matchHeaders(headers, remembered);
  return Object.fromEntries(headers.map((h, i) => [h, keys[i]]));
};

describe('foldHeader', () => {
  it('drops accents, case and punctuation; splits camelCase and snake_case', () => {
    expect(foldHeader('Cód. RENAVAM')).toBe('cod renavam');
    expect(foldHeader('  Placa do Veículo ')).toBe('placa do veiculo');
    expect(foldHeader('ano_fabricacao')).toBe('ano fabricacao');
    expect(foldHeader('anoFabricacao')).toBe('ano fabricacao');
    expect(foldHeader('WhatsApp')).toBe('whatsapp');
    expect(foldHeader('E-mail')).toBe('email');
    expect(foldHeader('Nº')).toBe('no');
  });
});

describe('matchHeaders', () => {
  it('matches the usual pt-BR headers, whatever their writing', () => {
    const cases: [string, ImportFieldKey][] = [
      ['Placa', 'vehicle.placa'],
      ['PLACA VEIC', 'vehicle.placa'],
      ['Placa do veículo', 'vehicle.placa'],
      ['placa', 'vehicle.placa'],
      ['Renavam', 'vehicle.renavam'],
      ['Cód. RENAVAM', 'vehicle.renavam'],
      ['Nº RENAVAM', 'vehicle.renavam'],
      ['CPF/CNPJ', 'owner.cpfCnpj'],
      ['CPF', 'owner.cpfCnpj'],
      ['CNPJ', 'owner.cpfCnpj'],
      ['cpf_cnpj', 'owner.cpfCnpj'],
      ['Documento', 'owner.cpfCnpj'],
      ['CPF do proprietário', 'owner.cpfCnpj'],
      ['CPF/CNPJ do cliente atual', 'owner.cpfCnpj'],
      ['Proprietário', 'owner.nome'],
      ['PROPRIETARIO', 'owner.nome'],
      ['Nome do cliente', 'owner.nome'],
      ['Cliente', 'owner.nome'],
      ['Nome', 'owner.nome'],
      ['Razão Social', 'owner.nome'],
      ['Dt. Cadastro', 'service.dataProc'],
      ['Data', 'service.dataProc'],
      ['Data do Processo', 'service.dataProc'],
      ['Valor DETRAN', 'service.valor'],
      ['Taxas', 'service.valor'],
      ['Valor', 'service.valor'],
      ['Honorários', 'service.honorarios'],
      ['HONORARIOS', 'service.honorarios'],
      ['Valor recebido', 'service.valorPago'],
      ['Pago', 'service.valorPago'],
      ['Serviço', 'service.servico'],
      ['Tipo de serviço', 'service.servico'],
      ['Celular', 'owner.cel'],
      ['WhatsApp', 'owner.cel'],
      ['Cel.', 'owner.cel'],
      ['E-mail', 'owner.email'],
      ['EMAIL', 'owner.email'],
      ['CEP', 'owner.cep'],
      ['Cidade', 'owner.municipio'],
      ['Município', 'owner.municipio'],
      ['UF', 'owner.uf'],
      ['Data de nascimento', 'owner.nasc'],
      ['Dt. Nasc.', 'owner.nasc'],
      ['Chassi', 'vehicle.chassis'],
      ['Nº do Chassi', 'vehicle.chassis'],
      ['Ano Fab.', 'vehicle.anoFabricacao'],
      ['Ano/Modelo', 'vehicle.anoModelo'],
      ['Marca/Modelo', 'vehicle.modelo'],
      ['Combustível', 'vehicle.combustivel'],
      ['Observações', 'service.observacoes'],
      ['Obs.', 'service.observacoes'],
      ['Prazo', 'service.prazo'],
      ['Vencimento', 'service.prazo'],
      ['Tel. Comercial', 'owner.telCom'],
      ['Telefone', 'owner.telRes'],
      ['Endereço', 'owner.endereco'],
      ['Nº', 'owner.numero'],
      ['Complemento', 'owner.complemento'],
      ['Bairro', 'owner.bairro'],
    ];
    for (const [header, key] of cases) expect([header, matchHeaders([header])[0]]).toEqual([header, key]);
    // The service's position, status and origin: only beside a service type column.
    for (const [header, key] of [
      ['Posição', 'service.posicao'],
      ['Etapa', 'service.posicao'],
      ['Situação', 'service.status'],
      ['Status', 'service.status'],
      ['Origem', 'service.origem'],
      ['Empresa de origem', 'service.origem'],
    ] as const) {
      expect([header, matchHeaders([header])[0]]).toEqual([header, null]);
      expect([header, matchHeaders([header, 'Serviço'])]).toEqual([header, [key, 'service.servico']]);
    }
  });

  it('leaves unknown, other-record and system headers unmatched', () => {
    for (const header of [
      'Código interno',
      'Placa anterior',
      'placa_anterior',
      'CPF/CNPJ anterior',
      'cpf_cnpj_ant',
      'valor_cents',
      'honorarios_cents',
      'valor_pago_cents',
      'owner_id',
      'vehicle_id',
      'created_at',
      'Estado civil',
      'Nome da mãe',
      'Valor total',
      '',
      '   ',
      '#',
    ]) {
      expect([header, matchHeaders([header])[0]]).toEqual([header, null]);
    }
  });

  it('a planilha de clientes of an agency', () => {
    expect(
      matched([
        'Código',
        'Nome do Cliente',
        'CPF/CNPJ',
        'Data de Nascimento',
        'Endereço',
        'Nº',
        'Complemento',
        'Bairro',
        'Cidade',
        'UF',
        'CEP',
        'Telefone',
        'Celular/WhatsApp',
        'E-mail',
      ]),
    ).toEqual({
      Código: null,
      'Nome do Cliente': 'owner.nome',
      'CPF/CNPJ': 'owner.cpfCnpj',
      'Data de Nascimento': 'owner.nasc',
      Endereço: 'owner.endereco',
      Nº: 'owner.numero',
      Complemento: 'owner.complemento',
      Bairro: 'owner.bairro',
      Cidade: 'owner.municipio',
      UF: 'owner.uf',
      CEP: 'owner.cep',
      Telefone: 'owner.telRes',
      'Celular/WhatsApp': 'owner.cel',
      'E-mail': 'owner.email',
    });
  });

  it('a controle de serviços with everything in one sheet', () => {
    expect(
      matched([
        'Dt. Cadastro',
        'PLACA VEIC',
        'Cód. RENAVAM',
        'Proprietário',
        'CPF',
        'Serviço',
        'Origem',
        'Posição',
        'Prazo',
        'Valor DETRAN',
        'Honorários',
        'Valor recebido',
        'Obs',
      ]),
    ).toEqual({
      'Dt. Cadastro': 'service.dataProc',
      'PLACA VEIC': 'vehicle.placa',
      'Cód. RENAVAM': 'vehicle.renavam',
      Proprietário: 'owner.nome',
      CPF: 'owner.cpfCnpj',
      Serviço: 'service.servico',
      Origem: 'service.origem',
      Posição: 'service.posicao',
      Prazo: 'service.prazo',
      'Valor DETRAN': 'service.valor',
      Honorários: 'service.honorarios',
      'Valor recebido': 'service.valorPago',
      Obs: 'service.observacoes',
    });
  });

  it('each field goes to one header only: the best one, else the leftmost', () => {
    // 'Placa' is exact; 'Placa do carro novo' would only contain it.
    expect(matchHeaders(['Placa do carro novo', 'Placa'])).toEqual([null, 'vehicle.placa']);
    // Two exact headers for one field: the first one.
    expect(matchHeaders(['CPF', 'CNPJ'])).toEqual(['owner.cpfCnpj', null]);
    expect(matchHeaders(['Telefone', 'Telefone'])).toEqual(['owner.telRes', null]);
    expect(matchHeaders(['Telefone 1', 'Telefone 2', 'Celular'])).toEqual(['owner.telRes', null, 'owner.cel']);
    // 'Data de nascimento' is the birth date, 'Data' the service's.
    expect(matchHeaders(['Data de nascimento', 'Data'])).toEqual(['owner.nasc', 'service.dataProc']);
  });

  it('the agency export’s CSV headers (database column names)', () => {
    // apps/server/src/modules/lgpd/export-tables.ts writes each table's columns by name.
    const owners = [
      'agency_id',
      'id',
      'nome',
      'search_name',
      'cpf',
      'cnpj',
      'endereco',
      'numero',
      'complemento',
      'bairro',
      'cep',
      'municipio',
      'uf',
      'orgao',
      'emissao',
      'cnh',
      'nacionalidade',
      'naturalidade',
      'nasc',
      'estado_civil',
      'email',
      'tel_com',
      'ramal',
      'tel_res',
      'cel',
      'anonymised_at',
      'created_at',
      'updated_at',
    ];
    expect(Object.fromEntries(Object.entries(matched(owners)).filter(([, k]) => k !== null))).toEqual({
      nome: 'owner.nome',
      cpf: 'owner.cpfCnpj',
      endereco: 'owner.endereco',
      numero: 'owner.numero',
      complemento: 'owner.complemento',
      bairro: 'owner.bairro',
      cep: 'owner.cep',
      municipio: 'owner.municipio',
      uf: 'owner.uf',
      nasc: 'owner.nasc',
      email: 'owner.email',
      tel_com: 'owner.telCom',
      tel_res: 'owner.telRes',
      cel: 'owner.cel',
    });

    const vehicles = [
      'agency_id',
      'id',
      'owner_id',
      'placa',
      'placa_mercosul',
      'renavam',
      'chassis',
      'placa_anterior',
      'assinatura',
      'posicao',
      'envelope',
      'entregue',
      'marca',
      'modelo',
      'ano_fabricacao',
      'ano_modelo',
      'ch_rem',
      'especie',
      'combustivel',
      'cilindrada',
      'categoria',
      'carro',
      'potencia',
      'tipo',
      'capacidade_pass',
      'ton',
      'cat_seg',
      'eixos',
      'procedencia',
      'cor',
      'origem_servico',
      'capa_processo',
      'created_at',
      'updated_at',
    ];
    // No service type here, so the vehicle's own 'posicao' and 'origem_servico' are not the service's.
    expect(Object.fromEntries(Object.entries(matched(vehicles)).filter(([, k]) => k !== null))).toEqual({
      placa: 'vehicle.placa',
      renavam: 'vehicle.renavam',
      chassis: 'vehicle.chassis',
      marca: 'vehicle.marca',
      modelo: 'vehicle.modelo',
      ano_fabricacao: 'vehicle.anoFabricacao',
      ano_modelo: 'vehicle.anoModelo',
      especie: 'vehicle.especie',
      combustivel: 'vehicle.combustivel',
      categoria: 'vehicle.categoria',
      tipo: 'vehicle.tipo',
      cor: 'vehicle.cor',
    });

    const services = [
      'agency_id',
      'id',
      'number',
      'vehicle_id',
      'owner_id',
      'origin_id',
      'servico',
      'assinatura',
      'posicao',
      'origem_servico',
      'capa_processo',
      'data_proc',
      'prazo',
      'n_crv_inf',
      'emissao',
      'uf',
      'restricoes',
      'fin_arr',
      'ex_prop',
      'cpf_cnpj_ant',
      'crv_crlv',
      'decl_perda',
      'status',
      'valor_cents',
      'honorarios_cents',
      'duvidas_cents',
      'extras_cents',
      'valor_pago_cents',
      'paid_at',
      'observacoes',
      'completed_at',
      'deadline',
      'created_by',
      'created_at',
      'updated_at',
    ];
    expect(Object.fromEntries(Object.entries(matched(services)).filter(([, k]) => k !== null))).toEqual({
      servico: 'service.servico',
      posicao: 'service.posicao',
      origem_servico: 'service.origem',
      data_proc: 'service.dataProc',
      prazo: 'service.prazo',
      status: 'service.status',
      uf: 'owner.uf',
      observacoes: 'service.observacoes',
    });
  });

  it('a header remembered by the agency takes its field first, folded', () => {
    // Without memory 'Telefone' is the residential phone; this agency said it is the mobile.
    const remembered: Record<string, ImportFieldKey> = { telefone: 'owner.cel', 'COD. CLIENTE': 'owner.cpfCnpj' };
    expect(matched(['Telefone', 'Celular', 'Cód cliente', 'CPF'], remembered)).toEqual({
      Telefone: 'owner.cel',
      Celular: null,
      'Cód cliente': 'owner.cpfCnpj',
      CPF: null,
    });
    // A remembered service position stays even without a service type column.
    expect(matchHeaders(['Situação'], { situação: 'service.posicao' })).toEqual(['service.posicao']);
    // A remembered field that is not a field any more is ignored.
    expect(matchHeaders(['Placa'], { placa: 'vehicle.nada' as ImportFieldKey })).toEqual(['vehicle.placa']);
  });

  it('returns one entry per header, in order', () => {
    const headers = Array.from({ length: 200 }, (_, i) => `Coluna ${i}`);
    headers[150] = 'Placa';
    const result = matchHeaders(headers);
    expect(result).toHaveLength(200);
    expect(result.filter((k) => k !== null)).toEqual(['vehicle.placa']);
    expect(result[150]).toBe('vehicle.placa');
  });
});
