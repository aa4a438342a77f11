import { describe, expect, it } from 'vitest';
import type { ImportFieldKey } from './field-keys.ts';
import { foldHeader, matchHeaders } from './header-match.ts';

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

  it('a header remembered by the agency takes its field first, folded', () => {
    // Without memory 'Telefone' is the residential phone; this agency said it is the mobile.
    const remembered: Record<string, ImportFieldKey> = { telefone: 'owner.cel', 'COD. CLIENTE': 'owner.cpfCnpj' };
    expect(matchHeaders(['Telefone', 'Celular', 'Cód cliente', 'CPF'], remembered)).toEqual(['owner.cel', null, 'owner.cpfCnpj', null]);
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
