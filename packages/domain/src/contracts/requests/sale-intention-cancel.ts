import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { saleBuyerDefaults, saleBuyerShape, sellerDefaults, sellerShape } from './sale-parties-block.ts';
import { placeAndDateDefaults, placeAndDateShape, saleVehicleShape } from './sale-intention.ts';

// Cancelamento de Intenção de Venda (/cancelamento-intencao-venda): also cancels the earlier
// ATPV-e. The reason is free text, as the spec keeps every field of the sale forms.
export const saleIntentionCancelRequest = z.object({
  ...sellerShape,
  ...saleBuyerShape,
  ...saleVehicleShape,
  motivoCancelamento: optionalText(TEXT.note),
  ...placeAndDateShape,
});

export type SaleIntentionCancelRequest = z.input<typeof saleIntentionCancelRequest>;
export type SaleIntentionCancelData = z.output<typeof saleIntentionCancelRequest>;

export const saleIntentionCancelDefaults = (): Required<SaleIntentionCancelRequest> => ({
  ...sellerDefaults(),
  ...saleBuyerDefaults(),
  placa: '',
  renavam: '',
  valorVenda: '',
  motivoCancelamento: '',
  ...placeAndDateDefaults(),
});
