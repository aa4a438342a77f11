import { describe, expect, it } from 'vitest';
import * as registry from './registry-options.ts';
import { fieldOptionKinds, initialFieldOptions } from './field-option-kinds.ts';
import { ufCodes } from '../validators/uf.ts';
import { agencyStatusBadge, agencyStatusLabel } from '../agency-status.ts';

const values = (list: readonly { value: string }[]) => list.map((o) => o.value);

describe('registry option lists (spec §3)', () => {
  it('hold the spec values in order', () => {
    expect(values(registry.assinaturaOptions)).toEqual(['digital', 'fisica', 'nao-requerida']);
    expect(values(registry.vehiclePosicaoOptions)).toEqual(['primeira', 'segunda', 'transferencia']);
    expect(values(registry.origemOptions)).toEqual(['detran', 'despachante', 'particular']);
    expect(values(registry.vehicleCapaOptions)).toEqual(['azul', 'verde', 'amarela']);
    expect(values(registry.chRemOptions)).toEqual(['sim', 'nao']);
    expect(values(registry.especieOptions)).toEqual(['passageiro', 'carga', 'misto']);
    expect(values(registry.combustivelOptions)).toEqual(['gasolina', 'etanol', 'flex', 'diesel', 'eletrico']);
    expect(values(registry.categoriaOptions)).toEqual(['particular', 'comercial', 'oficial']);
    expect(values(registry.carroceriaOptions)).toEqual(['sedan', 'hatch', 'suv', 'pickup']);
    expect(values(registry.tipoVeiculoOptions)).toEqual(['automovel', 'motocicleta', 'caminhao']);
    expect(values(registry.procedenciaOptions)).toEqual(['nacional', 'importado']);
    expect(values(registry.corOptions)).toEqual(['branco', 'preto', 'prata', 'azul', 'vermelho', 'verde', 'amarelo', 'cinza']);
    expect(values(registry.estadoCivilOptions)).toEqual(['solteiro', 'casado', 'divorciado', 'viuvo', 'uniao-estavel']);
    expect(values(registry.servicePosicaoOptions)).toEqual(['emissao', 'exigencia', 'pronto']);
    expect(values(registry.serviceCapaOptions)).toEqual(['1a_licenca', 'dap', 'normal']);
    expect(values(registry.restricoesOptions)).toEqual(['nenhuma', 'alienacao', 'reserva', 'judicial']);
  });
  it('offers all 27 UFs', () => {
    expect(registry.ufOptions).toHaveLength(27);
    expect(new Set(ufCodes).size).toBe(27);
    expect(ufCodes).toContain('RJ');
  });
  it('every field option kind has a non-empty initial list with unique values', () => {
    expect(values(fieldOptionKinds)).toEqual(['fuel_type', 'vehicle_type', 'document_type', 'service_type', 'state', 'color']);
    for (const kind of values(fieldOptionKinds) as (keyof typeof initialFieldOptions)[]) {
      const list = values(initialFieldOptions[kind]);
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('client statuses (spec §4)', () => {
  it('badges read Ativa/Suspensa/Cancelada/Inativa, anything else Ativo', () => {
    expect(['active', 'suspended', 'cancelled', 'inactive', '???'].map(agencyStatusBadge)).toEqual(['Ativa', 'Suspensa', 'Cancelada', 'Inativa', 'Ativo']);
  });
  it("list labels; unknown reads 'Desconhecido'", () => {
    expect(['active', 'suspended', 'cancelled', 'inactive', '???'].map(agencyStatusLabel)).toEqual(['Ativo', 'Suspenso', 'Cancelado', 'Inativo', 'Desconhecido']);
  });
});
