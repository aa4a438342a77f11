import { z } from 'zod';
import { plateField, renavamField } from '../fields.ts';
import { buyerShape } from './buyer-block.ts';
import { requestMessages as m } from './messages.ts';
import { ownerShape } from './owner-block.ts';

// Comunicação de Venda (/comunicacao-venda): owner (seller), vehicle and buyer.
export const saleCommunicationRequest = z.object({
  ...ownerShape,
  placa: plateField(m.placaRequired),
  renavam: renavamField(m.renavamRequired),
  ...buyerShape,
});

export type SaleCommunicationRequest = z.input<typeof saleCommunicationRequest>;
export type SaleCommunicationData = z.output<typeof saleCommunicationRequest>;

// The form defaults live apart from zod (defaults.ts); re-exported for the contract's users.
export { saleCommunicationDefaults } from './defaults.ts';
