import type { Option } from './option.ts';
import { serviceTypeOptions } from '../service-catalog/service-types.ts';
import { carroceriaDetranOptions, combustivelOptions, corOptions, tipoVeiculoOptions, ufOptions } from './registry-options.ts';

/** Spec §3 field option kinds: the select lists platform admins manage. */
export const fieldOptionKinds = [
  { value: 'fuel_type', label: 'Combustível' },
  { value: 'vehicle_type', label: 'Tipo de veículo' },
  { value: 'document_type', label: 'Tipo de documento' },
  { value: 'service_type', label: 'Tipo de serviço' },
  { value: 'state', label: 'Estado (UF)' },
  { value: 'color', label: 'Cor' },
  // The national table's carroceria names, which DETRAN documents print (not the market styles).
  { value: 'body_type', label: 'Carroceria (DETRAN)' },
] as const satisfies readonly Option[];

export type FieldOptionKind = (typeof fieldOptionKinds)[number]['value'];

// What a fresh installation offers before any admin edits; the seed writes these as field options.
export const initialFieldOptions: Record<FieldOptionKind, readonly Option[]> = {
  fuel_type: combustivelOptions,
  vehicle_type: tipoVeiculoOptions,
  color: corOptions,
  body_type: carroceriaDetranOptions,
  state: ufOptions,
  document_type: [
    { value: 'rg', label: 'RG' },
    { value: 'cnh', label: 'CNH' },
    { value: 'cpf', label: 'CPF' },
    { value: 'cnpj', label: 'CNPJ' },
    { value: 'crv', label: 'CRV' },
    { value: 'crlv', label: 'CRLV' },
    { value: 'comprovante-residencia', label: 'Comprovante de residência' },
    { value: 'procuracao', label: 'Procuração' },
  ],
  service_type: serviceTypeOptions,
};

/** All three parts typed (the web checks it before sending, without loading zod). */
export const isCompleteFieldOption = (v: { fieldName?: string; optionValue?: string; optionLabel?: string }) =>
  !!v.fieldName?.trim() && !!v.optionValue?.trim() && !!v.optionLabel?.trim();
