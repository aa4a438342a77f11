import { z } from 'zod';
import { brDateField, cpfCnpjField, mustBeTrue, requiredText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { COPIA_CRV, MOTIVO_CRV_PERDIDO, combustivelOptions, documentosAnexosOptions, motivoSolicitacaoOptions, optionValues } from './enums.ts';
import { requestMessages as m } from './messages.ts';
import { choiceField, choiceListField, isFutureBrDate, optionalMoneyField } from './request-fields.ts';
import { requesterShape } from './requester-block.ts';
import { checkVehicleBlock, vehicleDescriptionShape, vehicleIdShape } from './vehicle-block.ts';

// Casos Especiais de Comunicação de Venda (/casos-especiais-comunicacao-venda).
export const saleCommunicationSpecialRequest = z
  .object({
    ...requesterShape,
    ...vehicleIdShape,
    ...vehicleDescriptionShape,
    cor: requiredText(m.corRequired, TEXT.label),
    combustivel: choiceField(optionValues(combustivelOptions), m.combustivelRequired),
    nomeProprietarioAnterior: requiredText(m.nomeProprietarioAnteriorRequired, TEXT.legalName),
    cpfCnpjProprietarioAnterior: cpfCnpjField(m.cpfCnpjProprietarioAnteriorRequired),
    nomeNovoProprietario: requiredText(m.nomeNovoProprietarioRequired, TEXT.legalName),
    cpfCnpjNovoProprietario: cpfCnpjField(m.cpfCnpjNovoProprietarioRequired),
    enderecoNovoProprietario: requiredText(m.enderecoNovoProprietarioRequired, TEXT.address),
    motivoSolicitacao: choiceField(optionValues(motivoSolicitacaoOptions), m.motivoSolicitacaoRequired),
    dataVenda: brDateField(m.dataVendaRequired),
    valorVenda: optionalMoneyField(),
    documentosAnexos: choiceListField(optionValues(documentosAnexosOptions), m.documentosAnexosMin),
    declaracao: mustBeTrue(m.declaracaoRequired),
  })
  .superRefine((v, ctx) => {
    checkVehicleBlock(v, ctx);
    if (isFutureBrDate(v.dataVenda)) ctx.addIssue({ code: 'custom', message: m.dataVendaFuture, path: ['dataVenda'] });
    if (v.motivoSolicitacao === MOTIVO_CRV_PERDIDO && v.documentosAnexos.includes(COPIA_CRV)) {
      ctx.addIssue({ code: 'custom', message: m.crvCopyWhenLost, path: ['documentosAnexos'] });
    }
  });

export type SaleCommunicationSpecialRequest = z.input<typeof saleCommunicationSpecialRequest>;
export type SaleCommunicationSpecialData = z.output<typeof saleCommunicationSpecialRequest>;
