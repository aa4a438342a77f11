import { z } from 'zod';
import { registryMessages as m } from './messages.ts';
import { optionalChassisField, optionalPlateField, optionalText, optionalYearField, plateField, renavamField } from '../fields.ts';

/** Dados do Veículo (spec §3), linked to its current owner. */
export const vehicleRequest = z.object({
  ownerId: z.string().trim().optional().default(''),
  placa: plateField(m.plateRequired),
  renavam: renavamField(m.renavamRequired),
  chassis: optionalChassisField(),
  placaAnterior: optionalPlateField(),
  assinatura: optionalText(),
  posicao: optionalText(),
  envelope: optionalText(),
  entregue: optionalText(),
  marca: optionalText(),
  modelo: optionalText(),
  anoFabricacao: optionalYearField(),
  anoModelo: optionalYearField(),
  chRem: optionalText(),
  especie: optionalText(),
  combustivel: optionalText(),
  cilindrada: optionalText(),
  categoria: optionalText(),
  carro: optionalText(),
  potencia: optionalText(),
  tipo: optionalText(),
  capacidadePass: optionalText(),
  ton: optionalText(),
  catSeg: optionalText(),
  eixos: optionalText(),
  procedencia: optionalText(),
  cor: optionalText(),
  origemServico: optionalText(),
  capaProcesso: optionalText(),
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

export const emptyVehicle = (): VehicleRequest => ({
  ownerId: '', placa: '', renavam: '', chassis: '', placaAnterior: '', assinatura: '', posicao: '', envelope: '', entregue: '',
  marca: '', modelo: '', anoFabricacao: '', anoModelo: '', chRem: '', especie: '', combustivel: '', cilindrada: '', categoria: '',
  carro: '', potencia: '', tipo: '', capacidadePass: '', ton: '', catSeg: '', eixos: '', procedencia: '', cor: '', origemServico: '',
  capaProcesso: '',
});
