import { z } from 'zod';
import { brDateField, chassisField, plateField, renavamField } from '../fields.ts';
import { buyerShape } from './buyer-block.ts';
import { requestMessages as m } from './messages.ts';
import { ownerShape } from './owner-block.ts';
import { isFutureBrDate, optionalMoneyField } from './request-fields.ts';

// Comunicação de Venda (/comunicacao-venda): owner (seller), vehicle, the sale and the buyer.
// CTB art. 134 asks for a dated document: the sale's date and price are required, and the
// chassis identifies the vehicle beyond a plate that may since have changed.
export const saleCommunicationRequest = z
  .object({
    ...ownerShape,
    placa: plateField(m.placaRequired),
    renavam: renavamField(m.renavamRequired),
    chassi: chassisField(m.chassiRequired),
    dataVenda: brDateField(m.dataVendaRequired),
    valorVenda: optionalMoneyField(),
    ...buyerShape,
  })
  .superRefine((v, ctx) => {
    if (isFutureBrDate(v.dataVenda)) ctx.addIssue({ code: 'custom', message: m.dataVendaFuture, path: ['dataVenda'] });
    if (v.valorVenda === null) ctx.addIssue({ code: 'custom', message: m.valorVendaRequired, path: ['valorVenda'] });
  });

export type SaleCommunicationRequest = z.input<typeof saleCommunicationRequest>;
export type SaleCommunicationData = z.output<typeof saleCommunicationRequest>;
