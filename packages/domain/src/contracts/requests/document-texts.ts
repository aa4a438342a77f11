// Fixed texts of the printed DETRAN-RJ requests (spec §2, §9): declarations, intro paragraphs and
// the required-documents box. The PDF prints them; the web may show the same words on screen.

export const penalCodeDeclaration =
  'Declaro, sob as penas da lei, que as informações prestadas neste formulário são verdadeiras, ciente de que a falsidade constitui crime previsto no art. 299 do Código Penal.';

export const penalCode299 =
  'Art. 299 do Código Penal – Omitir, em documento público ou particular, declaração que dele devia constar, ou nele inserir ou fazer inserir declaração falsa ou diversa da que devia ser escrita, com o fim de prejudicar direito, criar obrigação ou alterar a verdade sobre fato juridicamente relevante. Pena – reclusão, de um a cinco anos, e multa, se o documento é público, e reclusão, de um a três anos, e multa, se o documento é particular.';

export const feeExemptionDeclaration =
  'Requeiro a isenção do pagamento da taxa de expedição da 2ª via do documento assinalado, em razão de furto ou roubo, nos termos da Lei Estadual nº 3.051/1998, conforme o Registro de Ocorrência acima identificado.';

/**
 * Vistoria em Trânsito: what each kind of inspection asks for, printed above the form when it is
 * ticked (each library item prints its own kind ticked).
 */
export const transitInspectionRequests = {
  vistoriaOutrosEstados:
    'Requeiro a realização de vistoria em trânsito no veículo abaixo identificado, emplacado em outra unidade da federação, com a emissão do respectivo laudo para o órgão executivo de trânsito em que o veículo está registrado.',
  vistoriaMovel:
    'Requeiro a realização de vistoria móvel no veículo abaixo identificado, no local e na data indicados, pelo motivo informado neste requerimento, ciente de que o serviço está sujeito à taxa própria e à disponibilidade do DETRAN-RJ.',
  vistoriaRioJaneiro:
    'Requeiro a realização de vistoria em trânsito no veículo abaixo identificado, emplacado no Estado do Rio de Janeiro, com a emissão do respectivo laudo.',
} as const;

/** Comunicação de Venda: the seller's statement (CTB art. 134), dated and priced by the form. */
export const saleCommunicationStatement =
  'Comunico ao DETRAN-RJ, nos termos do art. 134 do Código de Trânsito Brasileiro, a venda do veículo abaixo identificado ao comprador qualificado neste documento, na data e pelo valor nele declarados.';

export const checkboxDeclaration =
  'Declaro que as informações prestadas são verdadeiras e assumo inteira responsabilidade por elas, sob as penas da lei (art. 299 do Código Penal).';

export const saleIntentionIntro =
  'O vendedor abaixo identificado declara que deseja vender ou transferir o veículo descrito e solicita a emissão da Autorização para Transferência de Propriedade do Veículo eletrônica (ATPV-e) em nome do comprador indicado.';

export const saleIntentionCancelIntro =
  'Vendedor e comprador abaixo identificados requerem o cancelamento da intenção de venda do veículo descrito, pois a venda não se concretizou por desistência de uma das partes. A efetivação do cancelamento também cancela a Autorização para Transferência de Propriedade do Veículo eletrônica (ATPV-e) emitida anteriormente.';

export const saleDeclaration = 'Declaramos, sob as penas do art. 299 do Código Penal, que as informações aqui prestadas são verdadeiras.';

export const requiredDocumentsTitle = 'Documentos Necessários';

/** §9: documents for the sale intention and its cancellation. */
export const saleRequiredDocuments = [
  'Documento de identidade e CPF do vendedor e do comprador',
  'CRLV-e mais recente do veículo',
  'Documento com o código de segurança do CRV',
  'CNPJ, no caso de pessoa jurídica',
  'Atos constitutivos da empresa (contrato social ou estatuto)',
  'Identificação do sócio ou representante legal da empresa',
  'Para veículos de frota de órgão público, documento anexo específico',
] as const;

/**
 * §9: the cancellation also needs the DUDA and the earlier ATPV-e. The spec's code 002-7 is not
 * confirmed by DETRAN-RJ (docs/domain.md) and no service type of the catalog owns this form, so the
 * code is left blank for the dispatcher to write from the DUDA itself (decision 015).
 */
export const saleIntentionCancelRequiredDocuments = [...saleRequiredDocuments, 'DUDA pago (código: ________)', 'ATPV-e emitida (a ser cancelada)'] as const;

export const signatureLabels = {
  owner: 'Assinatura do Proprietário',
  requester: 'Assinatura do Requerente',
  seller: 'Assinatura do Vendedor',
  buyer: 'Assinatura do Comprador',
} as const;
