import { optionalCepField, optionalCnhField, optionalCpfCnpjField, optionalPhoneField, optionalText, optionalUfField, requiredEmail } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { requestMessages as m } from './messages.ts';

// Seller and buyer of Intenção de Venda and its cancellation. The spec keeps these fields free
// text except the two e-mails ('(obrigatório)'); documents, phones and addresses are still
// checked when filled, since a wrong CPF or CEP on a DETRAN form is a wasted trip.
export const sellerShape = {
  nomeRazaoSocialVendedor: optionalText(TEXT.legalName),
  nomeSocialVendedor: optionalText(TEXT.name),
  documentoVendedor: optionalText(TEXT.short),
  orgaoExpedidor: optionalText(TEXT.short),
  cpfCnpjVendedor: optionalCpfCnpjField(),
  cnhVendedor: optionalCnhField(),
  telefoneVendedor: optionalPhoneField(),
  celularVendedor: optionalPhoneField(),
  emailVendedor: requiredEmail(m.emailVendedorRequired),
};

export const saleBuyerShape = {
  nomeRazaoSocialComprador: optionalText(TEXT.legalName),
  nomeSocialComprador: optionalText(TEXT.name),
  documentoComprador: optionalText(TEXT.short),
  cpfCnpjComprador: optionalCpfCnpjField(),
  enderecoComprador: optionalText(TEXT.address),
  numeroComprador: optionalText(TEXT.addressNumber),
  complementoComprador: optionalText(TEXT.complement),
  cepComprador: optionalCepField(),
  ufComprador: optionalUfField(),
  cidadeComprador: optionalText(TEXT.place),
  bairroComprador: optionalText(TEXT.place),
  telefoneComprador: optionalPhoneField(),
  celularComprador: optionalPhoneField(),
  emailComprador: requiredEmail(m.emailCompradorRequired),
};
