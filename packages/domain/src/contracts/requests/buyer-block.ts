import {
  cepField,
  cpfCnpjField,
  optionalEmail,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  ufField,
} from '../fields.ts';
import { requestMessages as m } from './messages.ts';

// The buyer block of Comunicação de Venda (§3, §5): number, CEP, UF, city, district and phone
// share the owner's messages.
export const buyerShape = {
  compradorNomeRazao: requiredText(m.compradorNomeRazaoRequired),
  compradorNomeSocial: optionalText(),
  compradorDocumento: requiredText(m.compradorDocumentoRequired),
  compradorCpfCnpj: cpfCnpjField(m.compradorCpfCnpjRequired),
  compradorNacionalidade: optionalText(),
  compradorNaturalidade: optionalText(),
  compradorEndereco: requiredText(m.compradorEnderecoRequired),
  compradorNumero: requiredText(m.numeroRequired),
  compradorComplemento: optionalText(),
  compradorCep: cepField(m.cepMin),
  compradorUf: ufField(m.ufRequired),
  compradorCidade: requiredText(m.cidadeRequired),
  compradorBairro: requiredText(m.bairroRequired),
  compradorTelefone: phoneField(m.telefoneRequired),
  compradorCelular: optionalPhoneField(),
  compradorEmail: optionalEmail(),
};

export const buyerDefaults = () => ({
  compradorNomeRazao: '',
  compradorNomeSocial: '',
  compradorDocumento: '',
  compradorCpfCnpj: '',
  compradorNacionalidade: '',
  compradorNaturalidade: '',
  compradorEndereco: '',
  compradorNumero: '',
  compradorComplemento: '',
  compradorCep: '',
  compradorUf: '',
  compradorCidade: '',
  compradorBairro: '',
  compradorTelefone: '',
  compradorCelular: '',
  compradorEmail: '',
});
