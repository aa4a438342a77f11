import { z } from 'zod';
import { todayBr } from '../../validators/date.ts';
import { optionalBrDateField, optionalPlateField, optionalRenavamField, optionalText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { optionalMoneyField } from './request-fields.ts';
import { saleBuyerDefaults, saleBuyerShape, sellerDefaults, sellerShape } from './sale-parties-block.ts';

/** The place printed above the signature line unless the user changes it (§4, §9). */
export const DEFAULT_REQUEST_PLACE = 'Rio de Janeiro';

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

export const placeAndDateDefaults = () => ({ local: DEFAULT_REQUEST_PLACE, data: todayBr() });

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

export const saleIntentionDefaults = (): Required<SaleIntentionRequest> => ({
  ...sellerDefaults(),
  placa: '',
  renavam: '',
  valorVenda: '',
  numeroSegurancaCRV: '',
  ...saleBuyerDefaults(),
  ...placeAndDateDefaults(),
});
