import { cepField, cpfCnpjField, optionalEmail, optionalPhoneField, optionalText, phoneField, requiredText, ufField } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { requestMessages as m } from './messages.ts';

// The buyer block of Comunicação de Venda (§3, §5): number, CEP, UF, city, district and phone
// share the owner's messages.
export const buyerShape = {
  compradorNomeRazao: requiredText(m.compradorNomeRazaoRequired, TEXT.legalName),
  compradorNomeSocial: optionalText(TEXT.name),
  compradorDocumento: requiredText(m.compradorDocumentoRequired, TEXT.short),
  compradorCpfCnpj: cpfCnpjField(m.compradorCpfCnpjRequired),
  compradorNacionalidade: optionalText(TEXT.word),
  compradorNaturalidade: optionalText(TEXT.place),
  compradorEndereco: requiredText(m.compradorEnderecoRequired, TEXT.address),
  compradorNumero: requiredText(m.numeroRequired, TEXT.addressNumber),
  compradorComplemento: optionalText(TEXT.complement),
  compradorCep: cepField(m.cepMin),
  compradorUf: ufField(m.ufRequired),
  compradorCidade: requiredText(m.cidadeRequired, TEXT.place),
  compradorBairro: requiredText(m.bairroRequired, TEXT.place),
  compradorTelefone: phoneField(m.telefoneRequired),
  compradorCelular: optionalPhoneField(),
  compradorEmail: optionalEmail(),
};
