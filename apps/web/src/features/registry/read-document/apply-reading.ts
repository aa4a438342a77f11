import type { Path, UseFormReturn } from 'react-hook-form';
import type { ReadDocumentKind, ReadDocumentResponse, ReadField, ReadFieldKey } from '@despacha/domain/contracts/document-reading/read-document';
import { categoriaOptions, especieOptions } from '@despacha/domain/options/registry-options';
import type { FieldOptionKind } from '@despacha/domain/options/field-option-kinds';
import { matchOption } from '@despacha/domain/imports/option-match';
import { labelOf, type Option } from '@despacha/domain/options/option';
import { maskCnpj, maskCpf, maskCpfCnpj, maskPlate } from '@despacha/domain/masks';
import type { RegistrationForm } from '../form-values.ts';
import { readDocumentStrings as s } from './strings.ts';

// What a reading does to Cadastro do Sistema: each value that passed fills its field as an unsaved
// change (Salvar Cadastro saves it, Cancelar drops it); each that failed leaves the field as it was
// and marks it; what has no field is listed for the user.

type Form = Pick<UseFormReturn<RegistrationForm>, 'setValue' | 'setError'>;
export type Choices = (kind: FieldOptionKind) => Option[];
type Name = Path<RegistrationForm>;

export type ReadingSummary = {
  kind: ReadDocumentKind;
  filled: { key: ReadFieldKey; shown: string }[];
  notRead: { key: ReadFieldKey; text: string }[];
  noField: { key: ReadFieldKey; shown: string }[];
  /** An ATPV-e's parties and sale, for the user to use. */
  sale: Partial<Record<'sellerNome' | 'sellerDocumento' | 'buyerNome' | 'buyerDocumento' | 'dataVenda' | 'valorVenda', string>> | null;
};

const TEXT_FIELDS: [ReadFieldKey, Name, ((v: string) => string)?][] = [
  ['placa', 'vehicle.placa', maskPlate],
  ['placaAnterior', 'vehicle.placaAnterior', maskPlate],
  ['renavam', 'vehicle.renavam'],
  ['chassi', 'vehicle.chassis'],
  ['marca', 'vehicle.marca'],
  ['modelo', 'vehicle.modelo'],
  ['anoFabricacao', 'vehicle.anoFabricacao'],
  ['anoModelo', 'vehicle.anoModelo'],
  ['proprietarioNome', 'owner.nome'],
  ['municipio', 'owner.municipio'],
];
const SELECT_FIELDS: [ReadFieldKey, Name, (c: Choices) => readonly Option[]][] = [
  ['cor', 'vehicle.cor', (c) => c('color')],
  ['combustivel', 'vehicle.combustivel', (c) => c('fuel_type')],
  ['especie', 'vehicle.especie', () => especieOptions],
  ['tipo', 'vehicle.tipo', (c) => c('vehicle_type')],
  ['categoria', 'vehicle.categoria', () => categoriaOptions],
  ['uf', 'owner.uf', (c) => c('state')],
];
const NO_FIELD: ReadFieldKey[] = ['exercicio', 'compradorNome', 'compradorDocumento', 'dataVenda', 'valorVenda'];

const isCpfValue = (document: string) => /^\d{11}$/.test(document);
const dirty = { shouldDirty: true, shouldTouch: true } as const;

/** Fills the form from a reading and says what it did. */
export function applyReading(form: Form, reading: ReadDocumentResponse, choices: Choices): ReadingSummary {
  const summary: ReadingSummary = { kind: reading.kind, filled: [], notRead: [], noField: [], sale: null };
  const fields = reading.fields;
  const markNotRead = (key: ReadFieldKey, field: ReadField, name?: Name) => {
    summary.notRead.push({ key, text: field.text });
    if (name) form.setError(name, { type: 'read', message: s.fieldNotRead(s.fields[key], field.text) });
  };
  const fill = (key: ReadFieldKey, name: Name, value: string, shown = value) => {
    form.setValue(name, value, dirty);
    summary.filled.push({ key, shown });
  };

  for (const [key, name, mask] of TEXT_FIELDS) {
    const field = fields[key];
    if (!field) continue;
    if (field.ok) fill(key, name, mask ? mask(field.value) : field.value);
    else markNotRead(key, field, name);
  }
  for (const [key, name, optionsOf] of SELECT_FIELDS) {
    const field = fields[key];
    if (!field) continue;
    if (!field.ok) {
      markNotRead(key, field, name);
      continue;
    }
    const options = optionsOf(choices);
    const value = matchOption(options, field.value)?.value;
    if (value) fill(key, name, value, labelOf(options, value, field.value));
    else summary.noField.push({ key, shown: s.summary.noOption(field.value) });
  }
  const document = fields.proprietarioDocumento;
  if (document?.ok) {
    const cpf = isCpfValue(document.value);
    form.setValue('owner.cpf', cpf ? maskCpf(document.value) : '', dirty);
    form.setValue('owner.cnpj', cpf ? '' : maskCnpj(document.value), dirty);
    summary.filled.push({ key: 'proprietarioDocumento', shown: maskCpfCnpj(document.value) });
  } else if (document) markNotRead('proprietarioDocumento', document, 'owner.cpf');
  for (const key of NO_FIELD) {
    const field = fields[key];
    // An ATPV-e's buyer and sale have a box of their own (summary.sale).
    const inSale = reading.kind === 'atpv-e' && key !== 'exercicio';
    if (field?.ok && !inSale) summary.noField.push({ key, shown: key.endsWith('Documento') ? maskCpfCnpj(field.value) : field.value });
    else if (field && !field.ok) markNotRead(key, field);
  }

  if (reading.kind === 'atpv-e') {
    const ok = (key: ReadFieldKey) => (fields[key]?.ok ? fields[key].value : undefined);
    summary.sale = {
      sellerNome: ok('proprietarioNome'),
      sellerDocumento: ok('proprietarioDocumento'),
      buyerNome: ok('compradorNome'),
      buyerDocumento: ok('compradorDocumento'),
      dataVenda: ok('dataVenda'),
      valorVenda: ok('valorVenda'),
    };
  }
  return summary;
}

/** "Usar comprador como proprietário": the buyer becomes the owner, the seller the ex-owner. */
export function takeBuyerAsOwner(form: Form, sale: NonNullable<ReadingSummary['sale']>) {
  if (sale.buyerNome) form.setValue('owner.nome', sale.buyerNome, dirty);
  if (sale.buyerDocumento) {
    const cpf = isCpfValue(sale.buyerDocumento);
    form.setValue('owner.cpf', cpf ? maskCpf(sale.buyerDocumento) : '', dirty);
    form.setValue('owner.cnpj', cpf ? '' : maskCnpj(sale.buyerDocumento), dirty);
  }
  if (sale.sellerNome) form.setValue('service.exProp', sale.sellerNome, dirty);
  if (sale.sellerDocumento) form.setValue('service.cpfCnpjAnt', maskCpfCnpj(sale.sellerDocumento), dirty);
}
