import type { Resolver } from 'react-hook-form';
import type { OwnerRequest, OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { VehicleRequest, VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { emptyOwner, emptyVehicle } from '@despacha/domain/contracts/registry/empty-records';
import type { ServiceRequest, ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { RegistrationData, RegistrationRequest } from '@despacha/domain/contracts/registry/registration';
import { maskCep, maskCnpj, maskCpf, maskCpfCnpj, maskPhone, maskPlate } from '@despacha/domain/masks';
import { formatBrDate } from '@despacha/domain/validators/date';
import { moneyText } from '@despacha/domain/validators/money';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';

// The whole record of Cadastro do Sistema as the form holds it: every field as typed text
// (masked), ids as '' until saved. The domain contract parses it on submit.

type AsText<T> = { [K in keyof T]-?: string };
export type OwnerForm = AsText<OwnerRequest> & { id: string };
export type VehicleForm = AsText<Omit<VehicleRequest, 'ownerId'>> & { id: string };
export type ServiceForm = AsText<Omit<ServiceRequest, 'vehicleId' | 'ownerId' | 'crvCrlv' | 'declPerda'>> & {
  id: string;
  crvCrlv: boolean;
  declPerda: boolean;
  /** Shown only: the ledger's sum of payments (decision 025); the contract drops it on save. */
  valorPago: string;
};
export type RegistrationForm = { owner: OwnerForm; vehicle: VehicleForm; service: ServiceForm };
export type RecordSection = keyof RegistrationForm;

const brDate = (iso: string | null) => (iso ? formatBrDate(iso) : '');
const money = (cents: number) => (cents ? moneyText(cents) : '');

export function emptyServiceForm(): ServiceForm {
  return {
    id: '',
    originId: '',
    servico: '',
    assinatura: '',
    posicao: 'emissao',
    origemServico: '',
    capaProcesso: '',
    dataProc: '',
    prazo: '',
    nCrvInf: '',
    emissao: '',
    uf: 'RJ',
    restricoes: '',
    finArr: '',
    exProp: '',
    cpfCnpjAnt: '',
    crvCrlv: false,
    declPerda: false,
    status: 'pending',
    valor: '',
    honorarios: '',
    duvidas: '',
    extras: '',
    valorPago: '',
    observacoes: '',
  };
}

export function emptyRegistration(): RegistrationForm {
  return {
    owner: { ...(emptyOwner() as AsText<OwnerRequest>), id: '' },
    vehicle: { ...(emptyVehicle() as AsText<VehicleRequest>), id: '' },
    service: emptyServiceForm(),
  };
}

export function ownerToForm(owner: OwnerResponse): OwnerForm {
  const { createdAt: _c, updatedAt: _u, ...rest } = owner;
  return {
    ...rest,
    cpf: maskCpf(owner.cpf),
    cnpj: maskCnpj(owner.cnpj),
    cep: maskCep(owner.cep),
    emissao: brDate(owner.emissao),
    nasc: brDate(owner.nasc),
    telCom: maskPhone(owner.telCom),
    telRes: maskPhone(owner.telRes),
    cel: maskPhone(owner.cel),
  };
}

export function vehicleToForm(vehicle: VehicleResponse): VehicleForm {
  const { createdAt: _c, updatedAt: _u, ownerId: _o, ...rest } = vehicle;
  return { ...rest, placa: maskPlate(vehicle.placa), placaAnterior: maskPlate(vehicle.placaAnterior) };
}

export function serviceToForm(service: ServiceResponse): ServiceForm {
  return {
    id: service.id,
    originId: service.originId ?? '',
    servico: service.servico,
    assinatura: service.assinatura,
    posicao: service.posicao,
    origemServico: service.origemServico,
    capaProcesso: service.capaProcesso,
    dataProc: brDate(service.dataProc),
    prazo: brDate(service.prazo),
    nCrvInf: service.nCrvInf,
    emissao: brDate(service.emissao),
    uf: service.uf,
    restricoes: service.restricoes,
    finArr: service.finArr,
    exProp: service.exProp,
    cpfCnpjAnt: maskCpfCnpj(service.cpfCnpjAnt),
    crvCrlv: service.crvCrlv,
    declPerda: service.declPerda,
    // 'late' is computed from the due date; what is stored is still pending or in progress.
    status: service.status === 'late' ? 'pending' : service.status,
    // Blank is "a confirmar" (null, decision 078); a fee of 0 (an exemption) shows 0,00, so a save keeps it.
    valor: service.valor === null ? '' : moneyText(service.valor),
    honorarios: money(service.honorarios),
    duvidas: money(service.duvidas),
    extras: money(service.extras),
    valorPago: money(service.valorPago),
    observacoes: service.observacoes,
  };
}

type LoadedRecord = { owner: OwnerResponse | null; vehicle: VehicleResponse | null; service: ServiceResponse | null };

export function recordToForm({ owner, vehicle, service }: LoadedRecord): RegistrationForm {
  const empty = emptyRegistration();
  return {
    owner: owner ? ownerToForm(owner) : empty.owner,
    vehicle: vehicle ? vehicleToForm(vehicle) : empty.vehicle,
    service: service ? serviceToForm(service) : empty.service,
  };
}

/** The service goes with the save once it exists or the user chose what it is. */
export const includesService = (service: ServiceForm) => service.id !== '' || service.servico.trim() !== '';

/** Unvalidated input for the contract: selects may still hold '' where it expects an enum value. */
export function toRegistrationRequest(values: RegistrationForm): RegistrationRequest {
  const input = includesService(values.service) ? values : { owner: values.owner, vehicle: values.vehicle };
  return input as RegistrationRequest;
}

// The contract's input type allows optional fields; the form always holds every one as text. zod and
// the contract load at the form's first key or pointer press, or first validation (decision 009).
const contract = lazyZodResolver<RegistrationForm, RegistrationData>(() =>
  import('@despacha/domain/contracts/registry/registration').then((contracts) => contracts.registrationRequest),
);
const contractResolver = contract.resolver;
export const preloadRegistrationContract = contract.preload;

/** The domain contract validates the record; an untouched service tab is left out. */
export const registrationResolver: Resolver<RegistrationForm, unknown, RegistrationData> = (values, context, options) =>
  contractResolver(toRegistrationRequest(values) as RegistrationForm, context, options);
