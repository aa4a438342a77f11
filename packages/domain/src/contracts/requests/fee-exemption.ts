import { z } from 'zod';
import { brDateField, chassisField, plateField, renavamField, requiredText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { requestMessages as m } from './messages.ts';
import { namedOwnerShape } from './owner-block.ts';
import { flag, isFutureBrDate } from './request-fields.ts';

// Isenção de Taxa, 2ª via de CRV/CRLV after theft or robbery (state law 3051/1998; /isencao-taxa).
// A request asking for neither document asks for nothing, hence the one-of rule (ours). Plate,
// RENAVAM and chassis say which vehicle's CRV; the date dates the Registro de Ocorrência.
export const feeExemptionRequest = z
  .object({
    ...namedOwnerShape,
    placa: plateField(m.placaRequired),
    renavam: renavamField(m.renavamRequired),
    chassi: chassisField(m.chassiRequired),
    numeroBoletim: requiredText(m.numeroBoletimRequired, TEXT.short),
    dataOcorrencia: brDateField(m.dataOcorrenciaRequired),
    numeroDelegacia: requiredText(m.numeroDelegaciaRequired, TEXT.short),
    cidadeDelegacia: requiredText(m.cidadeDelegaciaRequired, TEXT.place),
    bairroDelegacia: requiredText(m.bairroDelegaciaRequired, TEXT.place),
    crvCertificado: flag(),
    crlvCertificado: flag(),
  })
  .superRefine((v, ctx) => {
    if (!v.crvCertificado && !v.crlvCertificado) {
      ctx.addIssue({ code: 'custom', message: m.certificadoRequired, path: ['crvCertificado'] });
    }
    if (isFutureBrDate(v.dataOcorrencia)) ctx.addIssue({ code: 'custom', message: m.dataOcorrenciaFuture, path: ['dataOcorrencia'] });
  });

export type FeeExemptionRequest = z.input<typeof feeExemptionRequest>;
export type FeeExemptionData = z.output<typeof feeExemptionRequest>;
