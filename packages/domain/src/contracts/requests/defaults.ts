import { todayBr } from '../../validators/date.ts';
import type { FeeExemptionRequest } from './fee-exemption.ts';
import type { OwnershipCertificateRequest } from './ownership-certificate.ts';
import type { SaleCommunicationRequest } from './sale-communication.ts';
import type { SaleCommunicationSpecialRequest } from './sale-communication-special.ts';
import type { SaleInformationRequest } from './sale-information.ts';
import type { SaleIntentionRequest } from './sale-intention.ts';
import type { SaleIntentionCancelRequest } from './sale-intention-cancel.ts';
import type { TransitInspectionRequest } from './transit-inspection.ts';

// What each request form starts with, apart from its zod contract: a form page renders these at
// once and loads the contract (and zod) only when it first validates. Imported from here only:
// the contracts, whose types these use, do not re-export them.

/** The place printed above the signature line unless the user changes it (§4, §9). */
export const DEFAULT_REQUEST_PLACE = 'Rio de Janeiro';

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

const ownerAddressDefaults = () => ({
  documentoIdentidade: '',
  orgaoExpedidor: '',
  cpfCnpj: '',
  cnh: '',
  endereco: '',
  numero: '',
  complemento: '',
  cep: '',
  uf: '',
  cidade: '',
  bairro: '',
  telefone: '',
  celular: '',
  email: '',
});

export const ownerDefaults = () => ({ nomeRazaoSocial: '', nomeSocial: '', ...ownerAddressDefaults() });

export const namedOwnerDefaults = () => ({ nome: '', nomeSocial: '', ...ownerAddressDefaults() });

export const sellerDefaults = () => ({
  nomeRazaoSocialVendedor: '',
  nomeSocialVendedor: '',
  documentoVendedor: '',
  orgaoExpedidor: '',
  cpfCnpjVendedor: '',
  cnhVendedor: '',
  telefoneVendedor: '',
  celularVendedor: '',
  emailVendedor: '',
});

export const saleBuyerDefaults = () => ({
  nomeRazaoSocialComprador: '',
  nomeSocialComprador: '',
  documentoComprador: '',
  cpfCnpjComprador: '',
  enderecoComprador: '',
  numeroComprador: '',
  complementoComprador: '',
  cepComprador: '',
  ufComprador: '',
  cidadeComprador: '',
  bairroComprador: '',
  telefoneComprador: '',
  celularComprador: '',
  emailComprador: '',
});

export const requesterDefaults = () => ({
  nomeRequerente: '',
  cpfCnpjRequerente: '',
  rgRequerente: '',
  enderecoRequerente: '',
  cepRequerente: '',
  telefoneRequerente: '',
});

export const vehicleDefaults = () => ({ placaVeiculo: '', chassi: '', renavam: '', marcaModelo: '', anoFabricacao: '', anoModelo: '' });

export const placeAndDateDefaults = () => ({ local: DEFAULT_REQUEST_PLACE, data: todayBr() });

export const saleIntentionDefaults = (): Required<SaleIntentionRequest> => ({
  ...sellerDefaults(),
  placa: '',
  renavam: '',
  valorVenda: '',
  numeroSegurancaCRV: '',
  ...saleBuyerDefaults(),
  ...placeAndDateDefaults(),
});

export const feeExemptionDefaults = (): Required<FeeExemptionRequest> => ({
  ...namedOwnerDefaults(),
  placa: '',
  renavam: '',
  chassi: '',
  numeroBoletim: '',
  dataOcorrencia: '',
  numeroDelegacia: '',
  cidadeDelegacia: '',
  bairroDelegacia: '',
  crvCertificado: false,
  crlvCertificado: false,
});

export const ownershipCertificateDefaults = (): Required<OwnershipCertificateRequest> => ({
  ...requesterDefaults(),
  emailRequerente: '',
  ...vehicleDefaults(),
  finalidadeCertidao: '',
  tipoCertidao: '',
  numeroVias: '1',
  relacionamentoVeiculo: '',
  documentoComprobatorio: '',
  nomeProprietario: '',
  cpfCnpjProprietario: '',
  formaEntrega: '',
  enderecoEntrega: '',
  declaracao: false,
});

export const saleCommunicationDefaults = (): Required<SaleCommunicationRequest> => ({
  ...ownerDefaults(),
  placa: '',
  renavam: '',
  chassi: '',
  dataVenda: '',
  valorVenda: '',
  ...buyerDefaults(),
});

export const saleCommunicationSpecialDefaults = (): Required<SaleCommunicationSpecialRequest> => ({
  ...requesterDefaults(),
  ...vehicleDefaults(),
  cor: '',
  combustivel: '',
  nomeProprietarioAnterior: '',
  cpfCnpjProprietarioAnterior: '',
  nomeNovoProprietario: '',
  cpfCnpjNovoProprietario: '',
  enderecoNovoProprietario: '',
  motivoSolicitacao: '',
  dataVenda: '',
  valorVenda: '',
  documentosAnexos: [],
  declaracao: false,
});

export const saleInformationDefaults = (): Required<SaleInformationRequest> => ({
  ...requesterDefaults(),
  emailRequerente: '',
  ...vehicleDefaults(),
  finalidadeInformacao: '',
  tipoInformacao: '',
  dataInicial: '',
  dataFinal: '',
  periodoConsulta: '',
  declaracao: false,
});

export const saleIntentionCancelDefaults = (): Required<SaleIntentionCancelRequest> => ({
  ...sellerDefaults(),
  ...saleBuyerDefaults(),
  placa: '',
  renavam: '',
  valorVenda: '',
  motivoCancelamento: '',
  ...placeAndDateDefaults(),
});

export const transitInspectionDefaults = (): Required<TransitInspectionRequest> => ({
  ...ownerDefaults(),
  placa: '',
  renavam: '',
  chassi: '',
  marcaModelo: '',
  anoFabricacao: '',
  anoModelo: '',
  cor: '',
  combustivel: '',
  vistoriaOutrosEstados: false,
  vistoriaMovel: false,
  vistoriaRioJaneiro: false,
  dataVistoria: '',
  localVistoria: '',
  motivoVistoriaMovel: '',
});
