import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { saleBuyerShape, sellerShape } from './sale-parties-block.ts';
import { placeAndDateShape, saleVehicleShape } from './sale-intention.ts';

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
