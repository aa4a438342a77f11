import type { z } from 'zod';
import {
  chassisField,
  checkChassisYear,
  isVehicleYear,
  optionalText,
  optionalYearField,
  plateField,
  renavamField,
  requiredText,
  yearField,
} from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { requestMessages as m } from './messages.ts';

// The vehicle of Casos Especiais, Informação de Venda and Certidão de Propriedade: plate, chassis
// and RENAVAM always required; make, model and years required only in Casos Especiais.
export const vehicleIdShape = {
  placaVeiculo: plateField(m.placaRequired),
  chassi: chassisField(m.chassiRequired),
  renavam: renavamField(m.renavamRequired),
};

export const vehicleDescriptionShape = {
  marcaModelo: requiredText(m.marcaModeloRequired, TEXT.label),
  anoFabricacao: yearField(m.anoFabricacaoRequired),
  anoModelo: yearField(m.anoModeloRequired),
};

export const optionalVehicleDescriptionShape = {
  marcaModelo: optionalText(TEXT.label),
  anoFabricacao: optionalYearField(),
  anoModelo: optionalYearField(),
};

/** The block's form-level rules: the model year, and a pre-VIN chassis only on a vehicle made up to 1986. */
export function checkVehicleBlock(value: { chassi?: string; anoFabricacao?: string; anoModelo?: string }, ctx: z.RefinementCtx) {
  checkModelYear(value, ctx);
  checkChassisYear(value.chassi, value.anoFabricacao, ctx, ['chassi']);
}

/** A model year is the fabrication year or the next one; checked only when both are valid years. */
function checkModelYear(value: { anoFabricacao?: string; anoModelo?: string }, ctx: z.RefinementCtx) {
  const fab = value.anoFabricacao?.trim() ?? '';
  const mod = value.anoModelo?.trim() ?? '';
  if (!isVehicleYear(fab) || !isVehicleYear(mod)) return;
  const diff = Number(mod) - Number(fab);
  if (diff !== 0 && diff !== 1) ctx.addIssue({ code: 'custom', message: m.anoModeloRange, path: ['anoModelo'] });
}
