import { z } from 'zod';
import { registryMessages as m } from './messages.ts';
import { optionalChassisField, optionalId, optionalPlateField, optionalText, optionalYearField, plateField, renavamField } from '../fields.ts';
import { TEXT } from '../../limits.ts';

/** The vehicle's descriptive fields: free text, or a value picked from a field option list. */
const attribute = () => optionalText(TEXT.label);

/** Dados do Veículo (spec §3), linked to its current owner. */
export const vehicleRequest = z.object({
  ownerId: optionalId(),
  placa: plateField(m.plateRequired),
  renavam: renavamField(m.renavamRequired),
  chassis: optionalChassisField(),
  placaAnterior: optionalPlateField(),
  assinatura: attribute(),
  posicao: attribute(),
  envelope: attribute(),
  entregue: attribute(),
  marca: attribute(),
  modelo: attribute(),
  anoFabricacao: optionalYearField(),
  anoModelo: optionalYearField(),
  chRem: attribute(),
  especie: attribute(),
  combustivel: attribute(),
  cilindrada: attribute(),
  categoria: attribute(),
  carro: attribute(),
  potencia: attribute(),
  tipo: attribute(),
  capacidadePass: attribute(),
  ton: attribute(),
  catSeg: attribute(),
  eixos: attribute(),
  procedencia: attribute(),
  cor: attribute(),
  origemServico: attribute(),
  capaProcesso: attribute(),
});
export type VehicleRequest = z.input<typeof vehicleRequest>;
export type VehicleData = z.output<typeof vehicleRequest>;

const text = z.string();
export const vehicleResponse = z.object({
  id: text,
  ownerId: text.nullable(),
  placa: text,
  renavam: text,
  chassis: text,
  placaAnterior: text,
  assinatura: text,
  posicao: text,
  envelope: text,
  entregue: text,
  marca: text,
  modelo: text,
  anoFabricacao: text,
  anoModelo: text,
  chRem: text,
  especie: text,
  combustivel: text,
  cilindrada: text,
  categoria: text,
  carro: text,
  potencia: text,
  tipo: text,
  capacidadePass: text,
  ton: text,
  catSeg: text,
  eixos: text,
  procedencia: text,
  cor: text,
  origemServico: text,
  capaProcesso: text,
  createdAt: text,
  updatedAt: text,
});
export type VehicleResponse = z.infer<typeof vehicleResponse>;
