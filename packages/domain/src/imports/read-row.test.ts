import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ImportFieldKey } from './field-keys.ts';
import { importCellMessages } from './messages.ts';
import { importRowMessages } from './row-messages.ts';
import { readImportRow } from './read-row.ts';
import type { ImportRowContext } from './row-read.ts';
import { ownerRequest } from '../contracts/registry/owner.ts';
import { vehicleRequest } from '../contracts/registry/vehicle.ts';
import { serviceRequest } from '../contracts/registry/service.ts';
import { registryMessages as rm } from '../contracts/registry/messages.ts';
import { formatMessages as f, inputMessages } from '../messages.ts';
import { serviceTypeOptions } from '../service-catalog/service-types.ts';

const ctx: ImportRowContext = { serviceTypes: serviceTypeOptions };
type Cells = Partial<Record<ImportFieldKey, string>>;

/** The message the form's own contract field gives a value. */
function formMessage(schema: z.ZodType, value: unknown): string {
  const r = schema.safeParse(value);
  if (r.success) throw new Error(`the form accepts ${JSON.stringify(value)}`);
  return r.error.issues[0]!.message;
}

const fullRow: Cells = {
  'owner.nome': '  Maria da Silva ',
  'owner.cpfCnpj': '529.982.247-25',
  'owner.email': 'maria@example.com',
  'owner.cel': '+55 (21) 98765-4321',
  'owner.telRes': '(21) 2345-6789',
  'owner.telCom': '21 3456-7890',
  'owner.cep': '20040-020',
  'owner.endereco': 'Rua da Assembleia',
  'owner.numero': '10',
  'owner.complemento': 'Sala 501',
  'owner.bairro': 'Centro',
  'owner.municipio': 'Rio de Janeiro',
  'owner.uf': 'rj',
  'owner.nasc': '15/03/65',
  'vehicle.placa': 'abc-1d23',
  'vehicle.renavam': '639753035',
  'vehicle.chassis': '9bw zzz377 vt004251',
  'vehicle.marca': 'VW',
  'vehicle.modelo': 'GOL 1.0',
  'vehicle.anoFabricacao': '2015',
  'vehicle.anoModelo': '2016',
  'vehicle.cor': 'BRANCA',
  'vehicle.combustivel': 'Álcool',
  'vehicle.especie': 'PASSAGEIRO',
  'vehicle.tipo': 'Automovel',
  'vehicle.categoria': 'Particular',
  'service.servico': 'TRANSFERENCIA',
  'service.origem': 'Auto Center Tijuca',
  'service.posicao': 'Exigência',
  'service.status': 'Em andamento',
  'service.dataProc': '02/01/2026',
  'service.prazo': '2026-02-01',
  'service.valor': 'R$ 1.234,56',
  'service.honorarios': '350',
  'service.valorPago': '1584.56',
  'service.observacoes': 'Cliente antigo',
};

describe('readImportRow: a good row', () => {
  it('reads owner, vehicle and service as the forms would save them', () => {
    const r = readImportRow(fullRow, ctx);
    expect(r.errors).toEqual({});
    expect(r.missing).toEqual({});
    expect(r.owner).toEqual({
      nome: 'Maria da Silva',
      cpf: '52998224725',
      email: 'maria@example.com',
      cel: '21987654321',
      telRes: '2123456789',
      telCom: '2134567890',
      cep: '20040020',
      endereco: 'Rua da Assembleia',
      numero: '10',
      complemento: 'Sala 501',
      bairro: 'Centro',
      municipio: 'Rio de Janeiro',
      uf: 'RJ',
      nasc: '1965-03-15',
    });
    expect(r.ownerDocument).toBe('52998224725');
    expect(r.vehicle).toEqual({
      placa: 'ABC1D23',
      renavam: '00639753035',
      chassis: '9BWZZZ377VT004251',
      marca: 'VW',
      modelo: 'GOL 1.0',
      anoFabricacao: '2015',
      anoModelo: '2016',
      cor: 'branco',
      combustivel: 'etanol',
      especie: 'passageiro',
      tipo: 'automovel',
      categoria: 'particular',
    });
    expect(r.service).toEqual({
      servico: 'transferencia',
      originName: 'Auto Center Tijuca',
      posicao: 'exigencia',
      status: 'in_progress',
      dataProc: '2026-01-02',
      prazo: '2026-02-01',
      valorCents: 123456,
      honorariosCents: 35000,
      valorPagoCents: 158456,
      observacoes: 'Cliente antigo',
    });
  });

  it('shows every filled cell as it will be saved', () => {
    const { values } = readImportRow(fullRow, ctx);
    expect(Object.keys(values).sort()).toEqual(Object.keys(fullRow).sort());
    expect(values).toMatchObject({
      'owner.nome': 'Maria da Silva',
      'owner.cpfCnpj': '52998224725',
      'owner.nasc': '15/03/1965',
      'owner.uf': 'RJ',
      'vehicle.placa': 'ABC1D23',
      'vehicle.renavam': '00639753035',
      'vehicle.cor': 'Branca',
      'vehicle.combustivel': 'Etanol (álcool)',
      'service.servico': 'Transferência de propriedade',
      'service.posicao': 'Exigência',
      'service.status': 'Em andamento',
      'service.dataProc': '02/01/2026',
      'service.valor': 'R$ 1.234,56',
      'service.honorarios': 'R$ 350,00',
      'service.valorPago': 'R$ 1.584,56',
    });
  });

  it('an owners file: a company by its alphanumeric CNPJ; blank cells are simply absent', () => {
    const r = readImportRow({ 'owner.nome': 'Transportes Ltda', 'owner.cpfCnpj': '12.ABC.345/01DE-35', 'owner.email': '', 'owner.uf': '  ' }, ctx);
    expect(r).toEqual({
      owner: { nome: 'Transportes Ltda', cnpj: '12ABC34501DE35' },
      vehicle: null,
      service: null,
      ownerDocument: '12ABC34501DE35',
      errors: {},
      missing: {},
      values: { 'owner.nome': 'Transportes Ltda', 'owner.cpfCnpj': '12ABC34501DE35' },
    });
  });

  it('a vehicles file: the owner’s document links it; leading zeros Excel dropped come back', () => {
    const r = readImportRow({ 'vehicle.placa': 'ABC1234', 'vehicle.renavam': '12345679', 'owner.cpfCnpj': '1234567890', 'vehicle.cor': 'Azul metálico' }, ctx);
    expect(r.vehicle).toEqual({ placa: 'ABC1234', renavam: '00012345679', cor: 'Azul metálico' });
    expect(r.owner).toEqual({ cpf: '01234567890' });
    expect(r.ownerDocument).toBe('01234567890');
    expect(r.errors).toEqual({});
    // Only the document: creating this owner would need the name (the form's message).
    expect(r.missing).toEqual({ 'owner.nome': rm.ownerNameRequired });
    expect(rm.ownerNameRequired).toBe('Nome do proprietário é obrigatório');
  });

  it('a services file: plate, type by its label or a part of it, default position and status, empty money is 0 but an empty DETRAN fee is "a confirmar" (null, decision 078)', () => {
    const r = readImportRow({ 'vehicle.placa': 'ABC1D23', 'service.servico': 'transferencia de propriedade' }, ctx);
    expect(r.service).toEqual({
      servico: 'transferencia',
      originName: '',
      posicao: 'emissao',
      status: 'pending',
      dataProc: '',
      prazo: '',
      valorCents: null,
      honorariosCents: 0,
      valorPagoCents: 0,
      observacoes: '',
    });
    expect(r.owner).toBeNull();
    // A vehicle known only by its plate: creating it would need the RENAVAM.
    expect(r.missing).toEqual({ 'vehicle.renavam': rm.renavamRequired });
    expect(readImportRow({ 'vehicle.renavam': '00639753035' }, ctx).missing).toEqual({ 'vehicle.placa': rm.plateRequired });
    for (const [text, value] of [
      ['Transferência', 'transferencia'],
      ['TRANSFERENCIA DE PROPRIEDADE', 'transferencia'],
      ['2ª via de CRLV', 'segunda-via-crlv'],
      ['2a via crv', 'segunda-via-crv'],
      ['Licenciamento', 'licenciamento'],
      ['licenciamento anual', 'licenciamento'],
      ['Comunicação', 'comunicacao-venda'],
      ['Transferência de jurisdição', 'transferencia-jurisdicao'],
      ['primeiro emplacamento', 'primeiro-emplacamento'],
    ]) {
      expect([text, readImportRow({ 'vehicle.placa': 'ABC1D23', 'service.servico': text! }, ctx).service?.servico]).toEqual([text, value]);
    }
  });

  it('position and status by label or value; Atrasado is stored as pending', () => {
    const read = (cells: Cells) => readImportRow({ 'vehicle.placa': 'ABC1D23', 'service.servico': 'vistoria', ...cells }, ctx).service;
    expect(read({ 'service.posicao': 'PRONTO' })?.posicao).toBe('pronto');
    expect(read({ 'service.posicao': 'emissao' })?.posicao).toBe('emissao');
    expect(read({ 'service.posicao': 'Em exigência' })?.posicao).toBe('exigencia');
    expect(read({ 'service.status': 'Concluído' })?.status).toBe('completed');
    expect(read({ 'service.status': 'completed' })?.status).toBe('completed');
    expect(read({ 'service.status': 'Atrasado' })?.status).toBe('pending');
  });

  it('a pre-VIN chassis is taken with a manufacturing year up to 1986, as in the form', () => {
    const r = readImportRow(
      { 'vehicle.placa': 'ABC1234', 'vehicle.renavam': '00639753035', 'vehicle.chassis': 'BF123456', 'vehicle.anoFabricacao': '1980' },
      ctx,
    );
    expect(r.errors).toEqual({});
    expect(r.vehicle?.chassis).toBe('BF123456');
  });

  it('uses the agency’s own option lists when given', () => {
    const r = readImportRow(
      { 'vehicle.placa': 'ABC1234', 'vehicle.cor': 'Verde limão' },
      { ...ctx, vehicleOptions: { cor: [{ value: 'verde-limao', label: 'Verde limão' }] } },
    );
    expect(r.vehicle?.cor).toBe('verde-limao');
  });
});

describe('readImportRow: refused cells get the forms’ messages', () => {
  const row = (cells: Cells) =>
    readImportRow({ 'owner.nome': 'Maria', 'owner.cpfCnpj': '52998224725', 'vehicle.placa': 'ABC1D23', 'vehicle.renavam': '00639753035', ...cells }, ctx);

  it.each<[ImportFieldKey, string, z.ZodType, string]>([
    ['owner.nome', 'x'.repeat(151), ownerRequest.shape.nome, 'Máximo de 150 caracteres'],
    ['owner.email', 'maria@', ownerRequest.shape.email, 'Email inválido'],
    ['owner.email', `${'a'.repeat(250)}@x.com`, ownerRequest.shape.email, 'Máximo de 254 caracteres'],
    ['owner.cel', '12345', ownerRequest.shape.cel, 'Telefone inválido'],
    ['owner.telRes', '(00) 2345-6789', ownerRequest.shape.telRes, 'Telefone inválido'],
    ['owner.cep', '2004', ownerRequest.shape.cep, 'CEP inválido'],
    ['owner.endereco', 'r'.repeat(201), ownerRequest.shape.endereco, 'Máximo de 200 caracteres'],
    ['owner.numero', '1'.repeat(21), ownerRequest.shape.numero, 'Máximo de 20 caracteres'],
    ['owner.complemento', 'c'.repeat(101), ownerRequest.shape.complemento, 'Máximo de 100 caracteres'],
    ['owner.bairro', 'b'.repeat(101), ownerRequest.shape.bairro, 'Máximo de 100 caracteres'],
    ['owner.municipio', 'm'.repeat(101), ownerRequest.shape.municipio, 'Máximo de 100 caracteres'],
    ['owner.uf', 'XX', ownerRequest.shape.uf, 'UF inválida'],
    ['owner.nasc', '31/02/1990', ownerRequest.shape.nasc, 'Data inválida (use dd/mm/aaaa)'],
    ['vehicle.placa', 'AB12345', vehicleRequest.shape.placa, 'Placa inválida'],
    ['vehicle.renavam', '12345678901', vehicleRequest.shape.renavam, 'RENAVAM inválido'],
    ['vehicle.chassis', 'ABC', vehicleRequest.shape.chassis, 'Chassi inválido: 17 caracteres, sem as letras I, O e Q'],
    ['vehicle.marca', 'm'.repeat(121), vehicleRequest.shape.marca, 'Máximo de 120 caracteres'],
    ['vehicle.anoFabricacao', '1899', vehicleRequest.shape.anoFabricacao, 'Ano inválido'],
    ['vehicle.anoModelo', '15', vehicleRequest.shape.anoModelo, 'Ano inválido'],
    ['vehicle.cor', 'c'.repeat(121), vehicleRequest.shape.cor, 'Máximo de 120 caracteres'],
    ['service.servico', 's'.repeat(121), serviceRequest.shape.servico, 'Máximo de 120 caracteres'],
    ['service.dataProc', '2026-02-30', serviceRequest.shape.dataProc, 'Data inválida (use dd/mm/aaaa)'],
    ['service.prazo', 'amanhã', serviceRequest.shape.prazo, 'Data inválida (use dd/mm/aaaa)'],
    ['service.valor', 'R$ -5,00', serviceRequest.shape.valor, 'Valor inválido'],
    ['service.honorarios', 'R$ 10.000.000,01', serviceRequest.shape.honorarios, 'Valor máximo: R$ 10.000.000,00'],
    ['service.observacoes', 'o'.repeat(2001), serviceRequest.shape.observacoes, 'Máximo de 2.000 caracteres'],
  ])('%s %j: %s', (key, text, schema, message) => {
    const r = row({ [key]: text, 'service.servico': key === 'service.servico' ? text : 'vistoria' });
    expect(r.errors).toEqual({ [key]: message });
    // The very message the form's own field gives the same text.
    expect(formMessage(schema, text)).toBe(message);
    // Left out of its record, shown as read.
    const [entity, prop] = key.split('.') as ['owner' | 'vehicle' | 'service', string];
    if (entity !== 'service') expect(r[entity]).not.toHaveProperty(prop);
    expect(r.values[key]).toBe(text.trim());
  });

  it('a CPF/CNPJ cell: the message of the field its length shows', () => {
    expect(row({ 'owner.cpfCnpj': '529.982.247-26' }).errors).toEqual({ 'owner.cpfCnpj': formMessage(ownerRequest.shape.cpf, '529.982.247-26') });
    expect(row({ 'owner.cpfCnpj': '11.222.333/0001-82' }).errors).toEqual({ 'owner.cpfCnpj': formMessage(ownerRequest.shape.cnpj, '11.222.333/0001-82') });
    expect(row({ 'owner.cpfCnpj': '123' }).errors).toEqual({ 'owner.cpfCnpj': 'CPF/CNPJ inválido' });
    const bad = row({ 'owner.cpfCnpj': '123' });
    expect(bad.owner).toEqual({ nome: 'Maria' });
    expect(bad.ownerDocument).toBe('');
    // A refused document is not also "missing".
    expect(bad.missing).toEqual({});
  });

  it('a pre-VIN chassis without an old enough year', () => {
    const r = row({ 'vehicle.chassis': 'BF123456', 'vehicle.anoFabricacao': '1995' });
    expect(r.errors).toEqual({ 'vehicle.chassis': f.chassisOldFormat });
    expect(r.vehicle).toEqual({ placa: 'ABC1D23', renavam: '00639753035', anoFabricacao: '1995' });
    expect(readImportRow({ 'vehicle.placa': 'ABC1D23', 'vehicle.chassis': 'BF123456' }, ctx).errors).toEqual({ 'vehicle.chassis': f.chassisOldFormat });
  });

  it('a service type not in the catalog, and a position or status not in the lists', () => {
    expect(row({ 'service.servico': 'Emplacamento de moto' }).errors).toEqual({
      'service.servico': importCellMessages.serviceNotInCatalog('Emplacamento de moto'),
    });
    expect(importCellMessages.serviceNotInCatalog('X')).toBe('O serviço "X" não está entre os tipos de serviço da agência.');
    // Two types hold the word: none is guessed.
    expect(row({ 'service.servico': 'via' }).errors).toEqual({ 'service.servico': importCellMessages.serviceNotInCatalog('via') });
    expect(row({ 'service.servico': 'Emplacamento de moto' }).service).toBeNull();
    expect(row({ 'service.servico': 'vistoria', 'service.posicao': 'Arquivado' }).errors).toEqual({
      'service.posicao': 'Posição inválida: use Emissão, Exigência ou Pronto.',
    });
    expect(row({ 'service.servico': 'vistoria', 'service.status': 'Cancelado' }).errors).toEqual({
      'service.status': 'Situação inválida: use Pendente, Em andamento ou Concluído.',
    });
    // The catalog is the agency's: a type it added is found, one it lacks is not.
    const own = { serviceTypes: [{ value: 'placa-moto', label: 'Placa de moto' }] };
    expect(readImportRow({ 'vehicle.placa': 'ABC1D23', 'service.servico': 'PLACA DE MOTO' }, own).service?.servico).toBe('placa-moto');
    expect(readImportRow({ 'vehicle.placa': 'ABC1D23', 'service.servico': 'Vistoria' }, own).errors).toEqual({
      'service.servico': importCellMessages.serviceNotInCatalog('Vistoria'),
    });
  });

  it('a long unknown service type is quoted short', () => {
    const text = `Serviço ${'x'.repeat(100)}`;
    const message = row({ 'service.servico': text }).errors['service.servico']!;
    expect(message).toContain('…');
    expect(message.length).toBeLessThan(130);
  });

  it('a service needs the vehicle in its row; service cells need the type', () => {
    const r = readImportRow({ 'owner.cpfCnpj': '52998224725', 'service.servico': 'vistoria', 'service.valor': '10' }, ctx);
    expect(r.errors).toEqual({ 'service.servico': importRowMessages.serviceVehicleNeeded });
    expect(r.service).toBeNull();
    const noType = readImportRow({ 'vehicle.placa': 'ABC1D23', 'service.valor': '10,00', 'service.prazo': '01/02/2026' }, ctx);
    expect(noType.errors).toEqual({ 'service.servico': rm.serviceRequired });
    expect(noType.errors['service.servico']).toBe(formMessage(serviceRequest.shape.servico, ''));
    expect(noType.values).toMatchObject({ 'service.valor': 'R$ 10,00', 'service.prazo': '01/02/2026' });
  });

  it('vehicle cells without plate or RENAVAM are refused', () => {
    const r = readImportRow({ 'owner.cpfCnpj': '52998224725', 'vehicle.marca': 'Fiat' }, ctx);
    expect(r.vehicle).toBeNull();
    expect(r.errors).toEqual({ 'vehicle.placa': importCellMessages.vehicleKeyMissing });
  });

  it('an owner without name nor document: both missing, in the form’s words', () => {
    const r = readImportRow({ 'owner.cel': '21987654321' }, ctx);
    expect(r.owner).toEqual({ cel: '21987654321' });
    expect(r.missing).toEqual({ 'owner.nome': 'Nome do proprietário é obrigatório', 'owner.cpfCnpj': 'Informe o CPF ou o CNPJ do proprietário' });
    expect(r.errors).toEqual({});
  });

  it('NUL bytes and broken surrogates are refused with the input guard’s messages, and not echoed', () => {
    const r = row({ 'owner.nome': 'Ma\0ria', 'vehicle.modelo': 'Gol\ud800' });
    expect(r.errors).toEqual({ 'owner.nome': inputMessages.nulCharacter, 'vehicle.modelo': inputMessages.brokenText });
    expect(r.values['owner.nome']).toBe('Maria');
    expect(r.values['vehicle.modelo']).toBe('Gol\ufffd');
    expect(r.owner).not.toHaveProperty('nome');
  });

  it('keys that are not fields are ignored', () => {
    const cells = JSON.parse('{"__proto__": "x", "constructor": "y", "owner.senha": "z", "toString": "w"}') as Cells;
    expect(readImportRow(cells, ctx)).toEqual({ owner: null, vehicle: null, service: null, ownerDocument: '', errors: {}, missing: {}, values: {} });
  });

  it('an empty row reads as nothing', () => {
    expect(readImportRow({ 'owner.nome': '', 'vehicle.placa': '   ' }, ctx)).toEqual({
      owner: null,
      vehicle: null,
      service: null,
      ownerDocument: '',
      errors: {},
      missing: {},
      values: {},
    });
  });
});
