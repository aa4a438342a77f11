import { z } from 'zod';
import { optionalBrDateField, optionalPlateField, optionalRenavamField, optionalText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { optionalMoneyField } from './request-fields.ts';
import { saleBuyerShape, sellerShape } from './sale-parties-block.ts';

/** Vehicle fields, place and date shared by Intenção de Venda and its cancellation. */
export const saleVehicleShape = {
  placa: optionalPlateField(),
  renavam: optionalRenavamField(),
  valorVenda: optionalMoneyField(),
};

export const placeAndDateShape = {
  local: optionalText(TEXT.place),
  data: optionalBrDateField(),
};

// Intenção de Venda (/intencao-venda): the seller asks for the transfer authorization (ATPV-e).
export const saleIntentionRequest = z.object({
  ...sellerShape,
  ...saleVehicleShape,
  numeroSegurancaCRV: optionalText(TEXT.short),
  ...saleBuyerShape,
  ...placeAndDateShape,
});

export type SaleIntentionRequest = z.input<typeof saleIntentionRequest>;
export type SaleIntentionData = z.output<typeof saleIntentionRequest>;
