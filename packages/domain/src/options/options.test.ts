import { describe, expect, it } from 'vitest';
import * as registry from './registry-options.ts';
import { labelOf } from './option.ts';
import { combustivelOptions as requestFuels } from '../contracts/requests/enums.ts';
import { fieldOptionKinds, initialFieldOptions } from './field-option-kinds.ts';
import { documentChecklist } from './document-checklist.ts';
import { ufCodes } from '../validators/uf.ts';
import { agencyStatusBadge, agencyStatusFilterOptions, agencyStatusLabel, agencyStatusOptions } from '../agency-status.ts';

const values = (list: readonly { value: string }[]) => list.map((o) => o.value);

describe('registry option lists (spec §3)', () => {
  it('hold the spec values in order where the spec had the whole list', () => {
    expect(values(registry.assinaturaOptions)).toEqual(['digital', 'fisica', 'nao-requerida']);
    expect(values(registry.vehiclePosicaoOptions)).toEqual(['primeira', 'segunda', 'transferencia']);
    expect(values(registry.origemOptions)).toEqual(['detran', 'despachante', 'particular']);
    expect(values(registry.vehicleCapaOptions)).toEqual(['azul', 'verde', 'amarela']);
    expect(values(registry.chRemOptions)).toEqual(['sim', 'nao']);
    expect(values(registry.carroceriaOptions)).toEqual(['sedan', 'hatch', 'suv', 'pickup']);
    expect(values(registry.procedenciaOptions)).toEqual(['nacional', 'importado']);
    expect(values(registry.estadoCivilOptions)).toEqual(['solteiro', 'casado', 'divorciado', 'viuvo', 'uniao-estavel']);
    expect(values(registry.servicePosicaoOptions)).toEqual(['emissao', 'exigencia', 'pronto']);
    expect(values(registry.serviceCapaOptions)).toEqual(['1a_licenca', 'dap', 'normal']);
  });
  it('offers all 27 UFs', () => {
    expect(registry.ufOptions).toHaveLength(27);
    expect(new Set(ufCodes).size).toBe(27);
    expect(ufCodes).toContain('RJ');
  });
  it('every field option kind has a non-empty initial list with unique values', () => {
    expect(values(fieldOptionKinds)).toEqual(['fuel_type', 'vehicle_type', 'document_type', 'service_type', 'state', 'color', 'body_type']);
    for (const kind of values(fieldOptionKinds) as (keyof typeof initialFieldOptions)[]) {
      const list = values(initialFieldOptions[kind]);
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('client statuses (spec §4)', () => {
  it('badges read the labels of the select and the filter (issue 34), anything else Ativo', () => {
    expect(['active', 'trial', 'suspended', 'cancelled', 'inactive', '???'].map(agencyStatusBadge)).toEqual([
      'Ativo',
      'Em teste',
      'Suspenso',
      'Cancelado',
      'Inativo',
      'Ativo',
    ]);
    for (const o of agencyStatusOptions) expect(agencyStatusBadge(o.value)).toBe(o.label);
  });
  it('the filter buttons use the same labels', () => {
    expect(agencyStatusFilterOptions.map((o) => o.label)).toEqual(['Ativo', 'Em teste', 'Suspenso', 'Cancelado', 'Inativo']);
  });
  it("list labels; unknown reads 'Desconhecido'", () => {
    expect(['active', 'suspended', 'cancelled', 'inactive', '???'].map(agencyStatusLabel)).toEqual([
      'Ativo',
      'Suspenso',
      'Cancelado',
      'Inativo',
      'Desconhecido',
    ]);
  });
});

// Decision 014: the spec's values stay (first, in the spec's order, so stored rows keep their
// meaning) and the real lists of DOMAIN.md "Option lists" follow.
const labels = (list: readonly { label: string }[]) => list.map((o) => o.label);

const lists = {
  especie: {
    options: registry.especieOptions,
    spec: ['passageiro', 'carga', 'misto'],
    real: ['Passageiro', 'Carga', 'Misto', 'Tração', 'Especial', 'Competição', 'Coleção'],
  },
  combustivel: {
    options: registry.combustivelOptions,
    spec: ['gasolina', 'etanol', 'flex', 'diesel', 'eletrico'],
    real: ['Gasolina', 'Etanol (álcool)', 'Flex', 'Diesel', 'GNV', 'Elétrico', 'Híbrido'],
  },
  categoria: {
    options: registry.categoriaOptions,
    spec: ['particular', 'comercial', 'oficial'],
    // CTB art. 96 III.
    real: ['Particular', 'Aluguel', 'Oficial', 'De representação diplomática', 'Aprendizagem'],
  },
  cor: {
    options: registry.corOptions,
    spec: ['branco', 'preto', 'prata', 'azul', 'vermelho', 'verde', 'amarelo', 'cinza'],
    // Resolução CONTRAN 292/2008.
    real: [
      'Amarela',
      'Azul',
      'Bege',
      'Branca',
      'Cinza',
      'Dourada',
      'Grená',
      'Laranja',
      'Marrom',
      'Prata',
      'Preta',
      'Rosa',
      'Roxa',
      'Verde',
      'Vermelha',
      'Fantasia',
    ],
  },
  restricoes: {
    options: registry.restricoesOptions,
    spec: ['nenhuma', 'alienacao', 'reserva', 'judicial'],
    real: [
      'Alienação fiduciária',
      'Arrendamento mercantil (leasing)',
      'Reserva de domínio',
      'Penhor',
      'Judicial',
      'Administrativa',
      // Renajud's kinds of judicial restriction.
      'Judicial (Renajud): transferência',
      'Judicial (Renajud): licenciamento',
      'Judicial (Renajud): circulação',
      'Judicial (Renajud): penhora',
    ],
  },
  tipo: {
    options: registry.tipoVeiculoOptions,
    spec: ['automovel', 'motocicleta', 'caminhao'],
    // CTB art. 96 II (a, b, c, e and f as Lei 14.599/2023 wrote it); "reboque ou semirreboque" is two kinds.
    real: [
      'Bicicleta',
      'Ciclomotor',
      'Motoneta',
      'Motocicleta',
      'Triciclo',
      'Quadriciclo',
      'Automóvel',
      'Micro-ônibus',
      'Ônibus',
      'Bonde',
      'Reboque',
      'Semirreboque',
      'Charrete',
      'Caminhonete',
      'Caminhão',
      'Carroça',
      'Carro de mão',
      'Camioneta',
      'Utilitário',
      'Caminhão-trator',
      'Trator de rodas',
      'Trator de esteiras',
      'Trator misto',
      'Motor-casa',
    ],
  },
};

describe.each(Object.entries(lists))('%s', (_name, { options, spec, real }) => {
  it("keeps the spec's values first, in the spec's order", () => {
    expect(values(options).slice(0, spec.length)).toEqual(spec);
  });
  it('offers every real option, each value and label once', () => {
    expect(labels(options)).toEqual(expect.arrayContaining(real));
    expect(new Set(values(options)).size).toBe(options.length);
    expect(new Set(labels(options).map((l) => l.toLowerCase())).size).toBe(options.length);
  });
});

describe('colours', () => {
  it('offer exactly the sixteen colours of the resolution, the spec values under their names', () => {
    expect([...labels(registry.corOptions)].sort()).toEqual([...lists.cor.real].sort());
    const spec = { branco: 'Branca', preto: 'Preta', vermelho: 'Vermelha', amarelo: 'Amarela', prata: 'Prata', azul: 'Azul', verde: 'Verde', cinza: 'Cinza' };
    for (const [value, label] of Object.entries(spec)) expect(labelOf(registry.corOptions, value)).toBe(label);
  });
});

describe('fuel', () => {
  it('is one list for the registry and the request forms, etanol named once', () => {
    expect(requestFuels).toBe(registry.combustivelOptions);
    expect(values(requestFuels)).not.toContain('alcool');
    expect(labelOf(requestFuels, 'etanol')).toBe('Etanol (álcool)');
    // The request forms' spec list (gasolina, alcool, flex, diesel, gnv, eletrico, hibrido).
    expect(values(requestFuels)).toEqual(expect.arrayContaining(['gasolina', 'etanol', 'flex', 'diesel', 'gnv', 'eletrico', 'hibrido']));
  });
});

describe('vehicle types', () => {
  it('a fresh installation offers every type of the CTB, the spec values first', () => {
    expect(initialFieldOptions.vehicle_type).toBe(registry.tipoVeiculoOptions);
    expect(registry.tipoVeiculoOptions).toHaveLength(24);
    expect(labelOf(registry.tipoVeiculoOptions, 'automovel')).toBe('Automóvel');
  });
});

describe('carroceria', () => {
  it('keeps the market styles apart from the national table names the admins maintain', () => {
    expect(initialFieldOptions.body_type).toBe(registry.carroceriaDetranOptions);
    const market = values(registry.carroceriaOptions);
    for (const v of values(registry.carroceriaDetranOptions)) expect(market).not.toContain(v);
    expect(labels(registry.carroceriaDetranOptions)).toEqual(expect.arrayContaining(['Aberta', 'Fechada', 'Baú', 'Basculante', 'Sider', 'Tanque']));
    expect(labels(registry.carroceriaDetranOptions).filter((l) => /sedan|hatch|suv|pickup/i.test(l))).toEqual([]);
  });
  it('a DETRAN document prints the national name, never a market style', () => {
    expect(registry.detranCarroceria('basculante')).toBe('Basculante');
    expect(registry.detranCarroceria('bau')).toBe('Baú');
    for (const v of ['sedan', 'hatch', 'suv', 'pickup', '', null, undefined]) expect(registry.detranCarroceria(v)).toBe('');
    // An option an admin added outside the first list prints as stored.
    expect(registry.detranCarroceria('Prancha')).toBe('Prancha');
  });
});

describe('document checklist', () => {
  it("names the police report as the request forms do (RJ's Registro de Ocorrência)", () => {
    expect(labelOf(documentChecklist, 'boletim-ocorrencia')).toBe('Registro de Ocorrência');
    expect(labels(documentChecklist).filter((l) => /boletim/i.test(l))).toEqual([]);
  });
});
