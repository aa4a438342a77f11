// pt-BR texts of issuing an NFS-e from a service (issue 37, decision 073): the reasons it cannot be
// issued, the answers of the Sefin Nacional as the user reads them, and the service page's section.

export const nfseStatusLabels = {
  pendente: 'Pendente',
  autorizada: 'Autorizada',
  rejeitada: 'Rejeitada',
  cancelada: 'Cancelada',
  substituida: 'Substituída',
} as const;
export type NfseStatus = keyof typeof nfseStatusLabels;
export const nfseStatusValues = Object.keys(nfseStatusLabels) as [NfseStatus, ...NfseStatus[]];

export const nfseIssueMessages = {
  // Why "Emitir" is not possible (GET problems, POST 422).
  settingsMissing: 'Preencha os dados fiscais da agência em Nota fiscal (NFS-e) antes de emitir.',
  certificateMissing: 'Envie o certificado digital A1 da agência em Nota fiscal (NFS-e) antes de emitir.',
  certificateExpired: (date: string) => `O certificado digital A1 venceu em ${date}: envie um certificado válido em Nota fiscal (NFS-e).`,
  keyMissing: 'A plataforma ainda não tem a chave para abrir certificados (NFSE_CERT_KEY). Avise o administrador.',
  ownerDocumentMissing: 'O proprietário do serviço (tomador) não tem CPF nem CNPJ: preencha no Cadastro antes de emitir.',
  ownerDocumentInvalid: 'O CPF ou CNPJ do proprietário do serviço (tomador) é inválido: corrija no Cadastro antes de emitir.',
  ownerNameMissing: 'O proprietário do serviço (tomador) não tem nome: preencha no Cadastro antes de emitir.',
  honorariosZero: 'O serviço não tem honorários: a NFS-e é emitida sobre os honorários da agência (as taxas do DETRAN não entram).',
  alreadyAuthorised: (number: string) =>
    `Este serviço já tem NFS-e autorizada (nº ${number}). Para corrigi-la, substitua-a; para emitir outra, cancele-a antes.`,
  alreadyPending: 'Este serviço já tem uma NFS-e pendente de resposta da Sefin Nacional: aguarde ou envie de novo.',
  // Substitution (decision 082).
  notSubstitutable: 'Só uma NFS-e autorizada pode ser substituída.',
  substitutionPending: 'Já há uma NFS-e substituta pendente de resposta da Sefin Nacional para este serviço: aguarde ou envie-a de novo.',
  substitutionReasonInvalid: 'Escolha o motivo da substituição.',
  substitutionJustificationLength: 'Descreva o motivo da substituição em 15 a 255 caracteres.',
  substituted: (oldNumber: string, newNumber: string) =>
    `NFS-e nº ${newNumber} autorizada. Ela substitui a nº ${oldNumber}, que a Sefin Nacional cancelou por substituição.`,
  cannotIssue: 'Não é possível emitir a NFS-e deste serviço.',
  // Who (decision 075).
  staffMayNotIssue: 'Nesta agência só o despachante emite NFS-e. Ele pode permitir que funcionários emitam em Nota fiscal (NFS-e).',
  staffMayNotCancel: 'Só o despachante cancela ou substitui NFS-e.',
  // Not found (another agency's row is the same 404).
  serviceNotFound: 'Serviço não encontrado.',
  documentNotFound: 'NFS-e não encontrada.',
  // The body.
  descriptionRequired: 'Informe a descrição do serviço.',
  descriptionTooLong: 'Descrição do serviço: até 2.000 caracteres.',
  competenceRequired: 'Informe a data de competência.',
  competenceInvalid: 'Data de competência inválida (use dd/mm/aaaa).',
  competenceFuture: 'A data de competência não pode ser depois de hoje.',
  justificationLength: 'Descreva o motivo do cancelamento em 15 a 255 caracteres.',
  reasonInvalid: 'Escolha o motivo do cancelamento.',
  // Answers.
  authorised: (number: string) => `NFS-e nº ${number} autorizada.`,
  rejected: (code: string, message: string) => `A Sefin Nacional recusou a DPS (${code}): ${message}`,
  pending: 'A Sefin Nacional não respondeu. A NFS-e ficou pendente e será enviada de novo automaticamente (sem gerar outro número); acompanhe a situação aqui.',
  stillPending: 'A Sefin Nacional ainda não respondeu. A NFS-e continua pendente e será enviada de novo automaticamente.',
  notPending: 'Só uma NFS-e pendente pode ser enviada de novo.',
  beingSent: 'Esta NFS-e está sendo enviada agora. Aguarde um instante e atualize a página.',
  notAuthorised: 'Só uma NFS-e autorizada pode ser cancelada.',
  cancelled: (number: string) => `NFS-e nº ${number} cancelada.`,
  cancelRejected: (code: string, message: string) => `A Sefin Nacional recusou o cancelamento (${code}): ${message}`,
  cancelWhileSubstituting: 'Há uma NFS-e substituta desta nota pendente de resposta da Sefin Nacional: aguarde a resposta antes de cancelar.',
  cancelUnavailable: 'A Sefin Nacional não respondeu ao cancelamento. Tente de novo em alguns minutos.',
  noXml: 'Esta NFS-e não tem XML autorizado para baixar.',
  autoActor: 'Envio automático de NFS-e',
} as const;

/** The service page's NFS-e section and its dialogs. */
export const nfseSectionStrings = {
  title: 'NFS-e',
  intro: 'Nota fiscal de serviço dos honorários da agência. As taxas do DETRAN são repasse e não entram na NFS-e.',
  issue: 'Emitir NFS-e',
  reviewTitle: 'Revisar e emitir a NFS-e',
  tomador: 'Tomador',
  document: 'CPF/CNPJ',
  description: 'Descrição do serviço',
  competence: 'Competência',
  value: 'Valor dos honorários',
  environmentHomologacao: 'Ambiente de homologação (produção restrita): a nota não tem valor fiscal.',
  problemsTitle: 'Ainda não é possível emitir:',
  confirm: 'Emitir',
  cancel: 'Cancelar',
  close: 'Fechar',
  none: 'Nenhuma NFS-e emitida para este serviço.',
  saveFirst: 'Salve o serviço para emitir a NFS-e.',
  loadFailed: 'Não foi possível carregar as NFS-e do serviço.',
  issueFailed: 'Não foi possível emitir a NFS-e.',
  status: 'Situação',
  number: 'Número',
  dps: 'DPS',
  accessKey: 'Chave de acesso',
  issuedBy: 'Emitida por',
  date: 'Data',
  actions: 'Ações',
  downloadXml: 'Baixar XML',
  retry: 'Enviar de novo',
  retryFailed: 'Não foi possível enviar a NFS-e de novo.',
  cancelNfse: 'Cancelar NFS-e',
  cancelTitle: 'Cancelar a NFS-e',
  cancelReason: 'Motivo',
  cancelJustification: 'Justificativa',
  cancelJustificationHint: 'De 15 a 255 caracteres; vai para a Sefin Nacional com o pedido de cancelamento.',
  cancelConfirm: 'Pedir cancelamento',
  cancelFailed: 'Não foi possível cancelar a NFS-e.',
  nextAttempt: (when: string) => `Próxima tentativa: ${when}`,
  substitute: 'Substituir',
  substituteTitle: 'Substituir a NFS-e',
  substituteIntro: (number: string) =>
    `Emite uma NFS-e nova com os valores de hoje do serviço; quando a Sefin Nacional a autorizar, a nº ${number} fica cancelada por substituição.`,
  substituteReason: 'Motivo da substituição',
  substituteJustification: 'Descrição do motivo',
  substituteJustificationHint: 'De 15 a 255 caracteres; vai para a Sefin Nacional na DPS da nota substituta.',
  substituteConfirm: 'Emitir substituta',
  substituteFailed: 'Não foi possível substituir a NFS-e.',
  substitutes: (number: string) => `Substitui a nº ${number}`,
  substitutedBy: (number: string) => `Substituída pela nº ${number}`,
} as const;
