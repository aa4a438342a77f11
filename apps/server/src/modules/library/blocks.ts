import type { Content } from 'pdfmake/interfaces';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { labelOf } from '@despacha/domain/options/option';
import {
  combustivelOptions,
  corOptions,
  detranCarroceria,
  serviceCapaOptions,
  servicePosicaoOptions,
  tipoVeiculoOptions,
} from '@despacha/domain/options/registry-options';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { displayCep } from '@despacha/domain/validators/cep';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatPhone } from '@despacha/domain/validators/phone';
import { displayPlate } from '@despacha/domain/validators/plate';
import { todayIso } from '../../lib/dates.ts';
import type { LibraryContext, ServiceContext } from './load-context.ts';
import { fieldRows } from '../../lib/pdf/fields.ts';
import { placeAndDate, sectionTitle } from '../../lib/pdf/layout.ts';
import { MAKE_MODEL_LABEL, makeModel as makeAndModel } from '../../lib/pdf/phrases.ts';
import { agencyPlace } from '../../lib/pdf/render.ts';

// The owner, vehicle and service blocks most documents share: blank boxes, or the service's data.

/** Where the document is signed (the agency's city unless said) and, when filled, today's date. */
export const signedOn = ({ agency, filled, today }: LibraryContext, place = agencyPlace(agency)) => placeAndDate(place, filled ? today : '');

export const date = (iso: string | null | undefined) => (iso ? formatBrDate(iso) : '');

/** The São Paulo calendar day of a timestamp (paid at, created at). */
export const dayOf = (timestamp: string | null | undefined) => (timestamp ? formatBrDate(todayIso(new Date(timestamp))) : '');

export const ownerDocument = (o: OwnerResponse | null | undefined) => (o ? displayCpfOrCnpj(o.cpf || o.cnpj) : '');

export function ownerAddress(o: OwnerResponse | null | undefined): string {
  if (!o) return '';
  const street = [o.endereco, o.numero, o.complemento].filter(Boolean).join(', ');
  const city = [o.municipio, o.uf].filter(Boolean).join('/');
  return [street, o.bairro, city, o.cep ? `CEP ${displayCep(o.cep)}` : ''].filter(Boolean).join(' — ');
}

export const ownerPhone = (o: OwnerResponse | null | undefined) => {
  const phone = o?.cel || o?.telRes || o?.telCom;
  return phone ? formatPhone(phone) : '';
};

export const plateOf = (v: VehicleResponse | null | undefined) => (v ? displayPlate(v.placa) : '');

/** "VW/Gol 1.0", the one make-and-model style of every document (phrases.ts). */
export const makeModel = (v: VehicleResponse | null | undefined) => (v ? makeAndModel(v.marca, v.modelo) : '');

export function ownerBlock(title: string, o: OwnerResponse | null | undefined): Content[] {
  return [
    sectionTitle(title),
    fieldRows([
      [
        { label: 'Nome/Razão social', value: o?.nome },
        { label: 'CPF/CNPJ', value: ownerDocument(o), width: 140 },
      ],
      [
        { label: 'Endereço', value: o ? [o.endereco, o.numero].filter(Boolean).join(', ') : '' },
        { label: 'Complemento', value: o?.complemento, width: 110 },
        { label: 'Bairro', value: o?.bairro, width: 120 },
      ],
      [
        { label: 'Município', value: o?.municipio },
        { label: 'UF', value: o?.uf, width: 40 },
        { label: 'CEP', value: o?.cep ? displayCep(o.cep) : '', width: 80 },
        { label: 'Telefone', value: ownerPhone(o), width: 110 },
      ],
      [
        { label: 'E-mail', value: o?.email },
        { label: 'CNH', value: o?.cnh, width: 140 },
      ],
    ]),
  ];
}

export function vehicleBlock(title: string, v: VehicleResponse | null | undefined): Content[] {
  return [
    sectionTitle(title),
    fieldRows([
      [
        { label: 'Placa', value: plateOf(v), width: 90 },
        { label: 'RENAVAM', value: v?.renavam, width: 110 },
        { label: 'Chassi', value: v?.chassis },
      ],
      [
        { label: MAKE_MODEL_LABEL, value: makeModel(v) },
        { label: 'Ano fab./mod.', value: v ? [v.anoFabricacao, v.anoModelo].filter(Boolean).join('/') : '', width: 80 },
        { label: 'Cor', value: v ? labelOf(corOptions, v.cor, v.cor) : '', width: 80 },
      ],
      [
        { label: 'Tipo', value: v ? labelOf(tipoVeiculoOptions, v.tipo, v.tipo) : '' },
        { label: 'Combustível', value: v ? labelOf(combustivelOptions, v.combustivel, v.combustivel) : '' },
        // The national table's name: a market style (Sedan, SUV...) leaves the box blank.
        { label: 'Carroceria', value: detranCarroceria(v?.carro) },
        { label: 'Placa anterior', value: v?.placaAnterior ? displayPlate(v.placaAnterior) : '' },
      ],
    ]),
  ];
}

export function serviceBlock(f: ServiceContext | null): Content[] {
  const s = f?.service;
  return [
    sectionTitle('Serviço'),
    fieldRows([
      [
        { label: 'Nº do serviço', value: s ? String(s.number) : '', width: 80 },
        { label: 'Serviço', value: f?.serviceLabel },
        { label: 'Data do processo', value: date(s?.dataProc), width: 90 },
        { label: 'Prazo', value: date(s?.prazo), width: 80 },
      ],
      [
        { label: 'Capa', value: s ? labelOf(serviceCapaOptions, s.capaProcesso, s.capaProcesso) : '' },
        { label: 'Posição', value: s ? labelOf(servicePosicaoOptions, s.posicao) : '' },
        { label: 'Situação', value: s ? labelOf(serviceStatusOptions, s.status) : '' },
        { label: 'Origem', value: f?.origin?.nomeEmpresa ?? '' },
      ],
    ]),
  ];
}
