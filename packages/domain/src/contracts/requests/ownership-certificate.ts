import { z } from 'zod';
import { mustBeTrue, optionalCpfCnpjField, optionalEmail, optionalText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import {
  FORMA_ENTREGA_EMAIL,
  finalidadeCertidaoOptions,
  formaEntregaOptions,
  numeroViasOptions,
  optionValues,
  relacionamentoVeiculoOptions,
  tipoCertidaoOptions,
} from './enums.ts';
import { requestMessages as m } from './messages.ts';
import { choiceField } from './request-fields.ts';
import { requesterShape } from './requester-block.ts';
import { checkVehicleBlock, optionalVehicleDescriptionShape, vehicleIdShape } from './vehicle-block.ts';

// Certidão de Propriedade (/certidao-propriedade). Delivery by e-mail needs the requester's
// e-mail (ours); by post, an empty enderecoEntrega means the requester's address.
export const ownershipCertificateRequest = z
  .object({
    ...requesterShape,
    emailRequerente: optionalEmail(),
    ...vehicleIdShape,
    ...optionalVehicleDescriptionShape,
    finalidadeCertidao: choiceField(optionValues(finalidadeCertidaoOptions), m.finalidadeRequired),
    tipoCertidao: choiceField(optionValues(tipoCertidaoOptions), m.tipoCertidaoRequired),
    numeroVias: choiceField(optionValues(numeroViasOptions), m.numeroViasRequired),
    relacionamentoVeiculo: choiceField(optionValues(relacionamentoVeiculoOptions), m.relacionamentoRequired),
    documentoComprobatorio: optionalText(TEXT.label),
    nomeProprietario: optionalText(TEXT.legalName),
    cpfCnpjProprietario: optionalCpfCnpjField(),
    formaEntrega: choiceField(optionValues(formaEntregaOptions), m.formaEntregaRequired),
    enderecoEntrega: optionalText(TEXT.address),
    declaracao: mustBeTrue(m.declaracaoRequired),
  })
  .superRefine((v, ctx) => {
    checkVehicleBlock(v, ctx);
    if (v.formaEntrega === FORMA_ENTREGA_EMAIL && v.emailRequerente === '') {
      ctx.addIssue({ code: 'custom', message: m.emailEntregaRequired, path: ['emailRequerente'] });
    }
  });

export type OwnershipCertificateRequest = z.input<typeof ownershipCertificateRequest>;
export type OwnershipCertificateData = z.output<typeof ownershipCertificateRequest>;
