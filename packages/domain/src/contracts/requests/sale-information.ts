import { z } from 'zod';
import { parseBrDate } from '../../validators/date.ts';
import { mustBeTrue, optionalBrDateField, optionalEmail } from '../fields.ts';
import { finalidadeInformacaoOptions, optionValues, periodoConsultaOptions, tipoInformacaoOptions } from './enums.ts';
import { requestMessages as m } from './messages.ts';
import { choiceField, optionalChoiceField } from './request-fields.ts';
import { requesterShape } from './requester-block.ts';
import { checkVehicleBlock, optionalVehicleDescriptionShape, vehicleIdShape } from './vehicle-block.ts';

// Informação de Venda (/informacao-venda). Dates and period are optional (§3); a custom period
// needs both dates, and a range must not end before it starts (ours).
export const saleInformationRequest = z
  .object({
    ...requesterShape,
    emailRequerente: optionalEmail(),
    ...vehicleIdShape,
    ...optionalVehicleDescriptionShape,
    finalidadeInformacao: choiceField(optionValues(finalidadeInformacaoOptions), m.finalidadeRequired),
    tipoInformacao: choiceField(optionValues(tipoInformacaoOptions), m.tipoInformacaoRequired),
    dataInicial: optionalBrDateField(),
    dataFinal: optionalBrDateField(),
    periodoConsulta: optionalChoiceField(optionValues(periodoConsultaOptions)),
    declaracao: mustBeTrue(m.declaracaoRequired),
  })
  .superRefine((v, ctx) => {
    checkVehicleBlock(v, ctx);
    if (v.periodoConsulta === 'personalizado') {
      if (v.dataInicial === '') ctx.addIssue({ code: 'custom', message: m.dataInicialRequired, path: ['dataInicial'] });
      if (v.dataFinal === '') ctx.addIssue({ code: 'custom', message: m.dataFinalRequired, path: ['dataFinal'] });
    }
    const start = parseBrDate(v.dataInicial);
    const end = parseBrDate(v.dataFinal);
    if (start && end && end < start) ctx.addIssue({ code: 'custom', message: m.dataFinalBeforeInicial, path: ['dataFinal'] });
  });

export type SaleInformationRequest = z.input<typeof saleInformationRequest>;
export type SaleInformationData = z.output<typeof saleInformationRequest>;
