import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { requestMessages as m } from './messages.ts';
import { namedOwnerShape } from './owner-block.ts';
import { flag } from './request-fields.ts';

// Isenção de Taxa, 2ª via de CRV/CRLV after theft or robbery (state law 3051/1998; /isencao-taxa).
// A request asking for neither document asks for nothing, hence the one-of rule (ours).
export const feeExemptionRequest = z
  .object({
    ...namedOwnerShape,
    numeroBoletim: requiredText(m.numeroBoletimRequired, TEXT.short),
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
  });

export type FeeExemptionRequest = z.input<typeof feeExemptionRequest>;
export type FeeExemptionData = z.output<typeof feeExemptionRequest>;

// The form defaults live apart from zod (defaults.ts); re-exported for the contract's users.
export { feeExemptionDefaults } from './defaults.ts';
