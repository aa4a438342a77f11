import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { combustivelOptions } from '@despacha/domain/contracts/requests/enums';
import type { RequestType } from '@despacha/domain/contracts/requests/request-types';
import { maskCep, maskCnh, maskCpfCnpj, maskPhone, maskPlate } from '@despacha/domain/masks';
import { corOptions } from '@despacha/domain/options/registry-options';
import { labelOf } from '@despacha/domain/options/option';

// Registry record → request-form values. Values come out as a user would type them (masked),
// so a filled field looks like a typed one; blank registry values are left out, so applying a
// hit never wipes what the user already typed.

/** What a registry search hit (SearchResult) or a service's vehicle record holds. */
export type RegistryHit = { owner: OwnerResponse | null; vehicle: VehicleResponse | null };
export type PrefillValues = Record<string, string>;

function compact(values: Record<string, string | undefined>): PrefillValues {
  const out: PrefillValues = {};
  for (const [key, value] of Object.entries(values)) {
    const text = value?.trim();
    if (text) out[key] = text;
  }
  return out;
}

const documentOf = (owner: OwnerResponse) => maskCpfCnpj(owner.cpf || owner.cnpj);
const phoneOf = (owner: OwnerResponse) => maskPhone(owner.telRes || owner.telCom || owner.cel);
const streetOf = (owner: OwnerResponse) => [owner.endereco, owner.numero, owner.complemento].filter(Boolean).join(', ');
/** One line for the requester forms, which have no separate number, district or city fields. */
const fullAddressOf = (owner: OwnerResponse) => {
  const city = [owner.municipio, owner.uf].filter(Boolean).join('/');
  return [streetOf(owner), owner.bairro, city].filter(Boolean).join(' – ');
};

/** The owner block (Vistoria, Isenção with `nome`, Comunicação de Venda). */
export function ownerBlockValues(owner: OwnerResponse, nameField: 'nomeRazaoSocial' | 'nome' = 'nomeRazaoSocial'): PrefillValues {
  return compact({
    [nameField]: owner.nome,
    orgaoExpedidor: owner.orgao,
    cpfCnpj: documentOf(owner),
    cnh: maskCnh(owner.cnh),
    endereco: owner.endereco,
    numero: owner.numero,
    complemento: owner.complemento,
    cep: maskCep(owner.cep),
    uf: owner.uf,
    cidade: owner.municipio,
    bairro: owner.bairro,
    telefone: phoneOf(owner),
    celular: maskPhone(owner.cel),
    email: owner.email,
  });
}

/** The buyer block of Comunicação de Venda, from a registered person. */
export function buyerBlockValues(owner: OwnerResponse): PrefillValues {
  return compact({
    compradorNomeRazao: owner.nome,
    compradorCpfCnpj: documentOf(owner),
    compradorNacionalidade: owner.nacionalidade,
    compradorNaturalidade: owner.naturalidade,
    compradorEndereco: owner.endereco,
    compradorNumero: owner.numero,
    compradorComplemento: owner.complemento,
    compradorCep: maskCep(owner.cep),
    compradorUf: owner.uf,
    compradorCidade: owner.municipio,
    compradorBairro: owner.bairro,
    compradorTelefone: phoneOf(owner),
    compradorCelular: maskPhone(owner.cel),
    compradorEmail: owner.email,
  });
}

/** The requester of Casos Especiais, Informação de Venda and Certidão de Propriedade. */
export function requesterValues(owner: OwnerResponse): PrefillValues {
  return compact({
    nomeRequerente: owner.nome,
    cpfCnpjRequerente: documentOf(owner),
    enderecoRequerente: fullAddressOf(owner),
    cepRequerente: maskCep(owner.cep),
    telefoneRequerente: phoneOf(owner),
    emailRequerente: owner.email,
  });
}

/** The seller of Intenção de Venda and its cancellation. */
export function sellerValues(owner: OwnerResponse): PrefillValues {
  return compact({
    nomeRazaoSocialVendedor: owner.nome,
    orgaoExpedidor: owner.orgao,
    cpfCnpjVendedor: documentOf(owner),
    cnhVendedor: maskCnh(owner.cnh),
    telefoneVendedor: phoneOf(owner),
    celularVendedor: maskPhone(owner.cel),
    emailVendedor: owner.email,
  });
}

// The registry and the request forms share one fuel list (decision 014); an option an admin
// added to the registry alone is left for the user to choose.
const requestFuels: ReadonlySet<string> = new Set(combustivelOptions.map((o) => o.value));

function fuelOf(value: string): string {
  return requestFuels.has(value) ? value : '';
}

/**
 * The vehicle: `placa` on the owner-block forms and the sale forms, `placaVeiculo` on the
 * requester forms. Only the keys a form has are applied, so the extras are harmless.
 */
export function vehicleValues(vehicle: VehicleResponse, plateField: 'placa' | 'placaVeiculo' = 'placa'): PrefillValues {
  return compact({
    [plateField]: maskPlate(vehicle.placa),
    renavam: vehicle.renavam,
    chassi: vehicle.chassis.toUpperCase(),
    marcaModelo: [vehicle.marca, vehicle.modelo].filter(Boolean).join(' '),
    anoFabricacao: vehicle.anoFabricacao,
    anoModelo: vehicle.anoModelo,
    cor: labelOf(corOptions, vehicle.cor, vehicle.cor),
    combustivel: fuelOf(vehicle.combustivel),
  });
}

/** Everything a hit fills in a given form: its owner (or requester, or seller) and its vehicle. */
export function registryPrefillFor(type: RequestType, { owner, vehicle }: RegistryHit): PrefillValues {
  const requesterForm = type === 'casos-especiais-comunicacao-venda' || type === 'informacao-venda' || type === 'certidao-propriedade';
  const vehiclePart = vehicle ? vehicleValues(vehicle, requesterForm ? 'placaVeiculo' : 'placa') : {};
  if (!owner) return vehiclePart;
  switch (type) {
    case 'isencao-taxa':
      return { ...ownerBlockValues(owner, 'nome'), ...vehiclePart };
    case 'vistoria-transito':
    case 'comunicacao-venda':
      return { ...ownerBlockValues(owner), ...vehiclePart };
    case 'casos-especiais-comunicacao-venda':
      // The registered owner is the one who sold: the previous owner of the request.
      return {
        ...requesterValues(owner),
        ...compact({ nomeProprietarioAnterior: owner.nome, cpfCnpjProprietarioAnterior: documentOf(owner) }),
        ...vehiclePart,
      };
    case 'certidao-propriedade':
      return {
        ...requesterValues(owner),
        ...compact({ nomeProprietario: owner.nome, cpfCnpjProprietario: documentOf(owner) }),
        ...vehiclePart,
      };
    case 'informacao-venda':
      return { ...requesterValues(owner), ...vehiclePart };
    case 'intencao-venda':
    case 'cancelamento-intencao-venda':
      return { ...sellerValues(owner), ...vehiclePart };
  }
}
