import { cpfCnpjField, optionalPhoneField, optionalText, requiredText } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { requestMessages as m } from './messages.ts';
import { requiredCepField } from './request-fields.ts';

// The requester of Casos Especiais, Informação de Venda and Certidão de Propriedade (§3, §5).
// Its CEP is 'CEP é obrigatório' without the owner block's 8-character rule.
export const requesterShape = {
  nomeRequerente: requiredText(m.nomeRequired, TEXT.legalName),
  cpfCnpjRequerente: cpfCnpjField(m.cpfCnpjRequired),
  rgRequerente: optionalText(TEXT.short),
  enderecoRequerente: requiredText(m.enderecoRequired, TEXT.address),
  cepRequerente: requiredCepField(m.cepRequired),
  telefoneRequerente: optionalPhoneField(),
};
