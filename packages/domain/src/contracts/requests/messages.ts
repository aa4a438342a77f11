import { authMessages } from '../../messages.ts';

// pt-BR messages of the DETRAN-RJ request forms. Texts the spec quotes (§5, §8) are exact;
// the spec leaves some unnamed (marked "ours"): they follow the same wording.
export const requestMessages = {
  // Owner block (§5)
  nomeRazaoSocialRequired: 'Nome/Razão Social é obrigatório',
  nomeRequired: authMessages.nameRequired,
  documentoIdentidadeRequired: 'Documento de identidade é obrigatório',
  orgaoExpedidorRequired: 'Órgão expedidor é obrigatório',
  cpfCnpjRequired: 'CPF/CNPJ é obrigatório',
  enderecoRequired: 'Endereço é obrigatório',
  numeroRequired: 'Número é obrigatório',
  cidadeRequired: 'Cidade é obrigatória',
  bairroRequired: 'Bairro é obrigatório',
  telefoneRequired: 'Telefone é obrigatório',
  cepMin: 'CEP deve ter 8 dígitos',
  ufRequired: 'UF é obrigatória',

  // Vehicle
  placaRequired: 'Placa é obrigatória',
  renavamRequired: 'RENAVAM é obrigatório',
  chassiRequired: 'Chassi é obrigatório',
  marcaModeloRequired: 'Marca/Modelo é obrigatório',
  anoFabricacaoRequired: 'Ano de fabricação é obrigatório',
  anoModeloRequired: 'Ano do modelo é obrigatório',
  corRequired: 'Cor é obrigatória',
  combustivelRequired: 'Combustível é obrigatório',
  /** Ours: the model year is the fabrication year or the next one. */
  anoModeloRange: 'Ano do modelo deve ser o ano de fabricação ou o seguinte',

  // Vistoria em Trânsito (ours: the spec names no rule for these)
  servicoVistoriaRequired: 'Selecione pelo menos um tipo de vistoria',
  dataVistoriaRequired: 'Data da vistoria é obrigatória',
  localVistoriaRequired: 'Local da vistoria é obrigatório',
  motivoVistoriaMovelRequired: 'Motivo da vistoria móvel é obrigatório',

  // Isenção de Taxa (§5), plus ours for the document choice. The spec said "boletim"; the RJ
  // Polícia Civil issues a Registro de Ocorrência, the one term of the form (decision 016).
  numeroBoletimRequired: 'Número do registro de ocorrência é obrigatório',
  dataOcorrenciaRequired: 'Data da ocorrência é obrigatória',
  dataOcorrenciaFuture: 'Data da ocorrência não pode ser futura',
  numeroDelegaciaRequired: 'Número da delegacia é obrigatório',
  cidadeDelegaciaRequired: 'Cidade da delegacia é obrigatória',
  bairroDelegaciaRequired: 'Bairro da delegacia é obrigatório',
  certificadoRequired: 'Selecione pelo menos um documento (CRV ou CRLV)',

  // Buyer block (§5)
  compradorNomeRazaoRequired: 'Nome/Razão Social do comprador é obrigatório',
  compradorDocumentoRequired: 'Documento do comprador é obrigatório',
  compradorCpfCnpjRequired: 'CPF/CNPJ do comprador é obrigatório',
  compradorEnderecoRequired: 'Endereço do comprador é obrigatório',

  // Casos Especiais (§5; the owners' messages are ours: the spec only says "each with its own")
  cepRequired: 'CEP é obrigatório',
  nomeProprietarioAnteriorRequired: 'Nome do proprietário anterior é obrigatório',
  cpfCnpjProprietarioAnteriorRequired: 'CPF/CNPJ do proprietário anterior é obrigatório',
  nomeNovoProprietarioRequired: 'Nome do novo proprietário é obrigatório',
  cpfCnpjNovoProprietarioRequired: 'CPF/CNPJ do novo proprietário é obrigatório',
  enderecoNovoProprietarioRequired: 'Endereço do novo proprietário é obrigatório',
  motivoSolicitacaoRequired: 'Motivo da solicitação é obrigatório',
  dataVendaRequired: 'Data da venda é obrigatória',
  /** Ours. */
  dataVendaFuture: 'Data da venda não pode ser futura',
  /** Ours: Comunicação de Venda states the price (CTB art. 134). */
  valorVendaRequired: 'Valor da venda é obrigatório',
  /** Ours: the CRV cannot be copied when it is the document that was lost. */
  crvCopyWhenLost: 'O CRV perdido não pode ser anexado: desmarque a cópia do CRV',
  documentosAnexosMin: 'Pelo menos um documento deve ser selecionado',
  declaracaoRequired: 'Declaração deve ser aceita',

  // Informação de Venda (§5), plus ours for the custom period
  finalidadeRequired: 'Finalidade é obrigatória',
  tipoInformacaoRequired: 'Tipo de informação é obrigatório',
  dataInicialRequired: 'Data inicial é obrigatória para o período personalizado',
  dataFinalRequired: 'Data final é obrigatória para o período personalizado',
  dataFinalBeforeInicial: 'Data final deve ser igual ou posterior à data inicial',

  // Certidão de Propriedade (§5), plus ours for delivery by e-mail
  tipoCertidaoRequired: 'Tipo de certidão é obrigatório',
  numeroViasRequired: 'Número de vias é obrigatório',
  relacionamentoRequired: 'Relacionamento é obrigatório',
  formaEntregaRequired: 'Forma de entrega é obrigatória',
  emailEntregaRequired: 'Email é obrigatório para entrega por email',

  // Intenção de Venda and its cancellation (ours: the spec marks both e-mails '(obrigatório)')
  emailVendedorRequired: 'Email do vendedor é obrigatório',
  emailCompradorRequired: 'Email do comprador é obrigatório',

  /** Ours: a value outside an option list (only an API caller can send one). */
  invalidChoice: 'Opção inválida',
} as const;

/** §8 success toasts; the two sale-intention texts are ours, in the same style. */
export const requestSuccessMessages = {
  title: 'Formulário enviado com sucesso!',
  transitInspection: 'Solicitação de Vistoria em Trânsito foi registrada.',
  feeExemption: 'Requerimento para Isenção de Taxa foi registrado.',
  saleCommunication: 'Comunicação de Venda foi registrada.',
  saleCommunicationSpecial: 'Solicitação para casos especiais de comunicação de venda registrada.',
  saleInformation: 'Requerimento de informação de venda registrado.',
  ownershipCertificate: 'Requerimento de certidão de propriedade registrado.',
  saleIntention: 'Intenção de Venda foi registrada.',
  saleIntentionCancel: 'Cancelamento de Intenção de Venda foi registrado.',
} as const;
