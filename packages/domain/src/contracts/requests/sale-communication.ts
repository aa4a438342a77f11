import { z } from 'zod';
import { plateField, renavamField } from '../fields.ts';
import { buyerDefaults, buyerShape } from './buyer-block.ts';
import { requestMessages as m } from './messages.ts';
import { ownerDefaults, ownerShape } from './owner-block.ts';

// Comunicação de Venda (/comunicacao-venda): owner (seller), vehicle and buyer.
export const saleCommunicationRequest = z.object({
  ...ownerShape,
  placa: plateField(m.placaRequired),
  renavam: renavamField(m.renavamRequired),
  ...buyerShape,
});

export type SaleCommunicationRequest = z.input<typeof saleCommunicationRequest>;
export type SaleCommunicationData = z.output<typeof saleCommunicationRequest>;

export const saleCommunicationDefaults = (): Required<SaleCommunicationRequest> => ({
  ...ownerDefaults(),
  placa: '',
  renavam: '',
  ...buyerDefaults(),
});
