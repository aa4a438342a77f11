// "Enviar ao cliente" of an authorised NFS-e (issue 37, decision 081): what the e-mail and the
// WhatsApp message say and the refusals, shared by the server and the service's NFS-e panel.
// No zod here: the panel loads these strings without the contracts.

export const NFSE_SEND_CHANNELS = ['email', 'whatsapp'] as const;
export type NfseSendChannel = (typeof NFSE_SEND_CHANNELS)[number];

/** The facts both messages carry; `consultationUrl` null when the chave is not 50 digits ("a confirmar"). */
export type NfseSendFacts = {
  agencyName: string;
  nfseNumber: string;
  serviceNumber: number;
  accessKey: string;
  consultationUrl: string | null;
  homologacao: boolean;
};

const consultation = (f: NfseSendFacts) =>
  f.consultationUrl
    ? `Consulte a NFS-e no portal nacional da NFS-e: ${f.consultationUrl}`
    : 'Endereço da consulta pública: a confirmar. Consulte pela chave de acesso no portal nacional da NFS-e.';

/** The lines of the message, in order: the same for the e-mail and WhatsApp. */
export function nfseSendLines(f: NfseSendFacts): string[] {
  return [
    `${f.agencyName} emitiu a NFS-e nº ${f.nfseNumber} dos honorários do serviço nº ${f.serviceNumber}.`,
    `Chave de acesso: ${f.accessKey}`,
    ...(f.homologacao ? ['NFS-e SEM VALIDADE JURÍDICA (emitida em homologação, ambiente de testes).'] : []),
    consultation(f),
  ];
}

export const nfseSendMessages = {
  mailSubject: (agency: string, number: string) => `NFS-e nº ${number} — ${agency}`,
  /** The e-mail's last line: the DANFSe goes with it. */
  danfseAttached: 'O DANFSe (a NFS-e em PDF) segue anexo.',
  /** 409: pending, rejected or cancelled. */
  notAuthorised: 'Só uma NFS-e autorizada pode ser enviada ao cliente.',
  noOwner: 'O proprietário deste serviço foi anonimizado; não há a quem enviar a NFS-e.',
  noConsent: 'O proprietário não autorizou avisos por e-mail. Registre a autorização dele no acompanhamento do serviço ou envie por WhatsApp.',
  noEmail: 'O proprietário não tem e-mail no cadastro. Cadastre o e-mail dele ou envie por WhatsApp.',
  noMobile: 'O proprietário não tem celular válido no cadastro (DDD + 9 dígitos) para o WhatsApp.',
  mailLimit: 'Este e-mail já recebeu muitas mensagens na última hora. Tente de novo mais tarde ou envie por WhatsApp.',
  channelInvalid: 'Escolha e-mail ou WhatsApp.',
  sentByEmail: (to: string) => `NFS-e enviada por e-mail para ${to}.`,
};

/** The panel's labels. */
export const nfseSendLabels = {
  email: 'Enviar por e-mail',
  whatsapp: 'Enviar por WhatsApp',
  emailFor: (number: string) => `Enviar a NFS-e nº ${number} ao cliente por e-mail`,
  whatsappFor: (number: string) => `Enviar a NFS-e nº ${number} ao cliente por WhatsApp`,
  failed: 'Não foi possível enviar a NFS-e ao cliente.',
};
