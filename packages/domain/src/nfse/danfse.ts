// The DANFSe (Documento Auxiliar da NFS-e) the server prints from the authorised XML (issue 37,
// decision 080). Sources and what is still "a confirmar": docs/nfse-danfse.md.

/**
 * The public consultation the QR code opens: the national portal's Consulta Pública with the chave
 * (NT 008/2026 item 2.4.3 as public DANFSe generators read it; docs/nfse-danfse.md). Homologação
 * notes live in the produção restrita, whose portal is the same path on its own host.
 */
export const DANFSE_CONSULTATION_BASE = {
  producao: 'https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=',
  homologacao: 'https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=',
} as const;

export type DanfseEnvironment = keyof typeof DANFSE_CONSULTATION_BASE;

/** The QR code's content: the consultation URL of this chave (its 50 digits only), or null without one. */
export function danfseConsultationUrl(accessKey: string, environment: DanfseEnvironment): string | null {
  const digits = accessKey.replace(/\D/g, '');
  return digits.length === 50 ? `${DANFSE_CONSULTATION_BASE[environment]}${digits}` : null;
}

/** Where the screens' "DANFSe (PDF)" links point: the browser downloads it with the session cookie. */
export const danfsePath = (id: string) => `/api/nfse/${encodeURIComponent(id)}/danfse.pdf`;

/** The situations an NFS-e has a DANFSe in: a cancelled or substituted one prints as such. */
export const DANFSE_STATUSES = ['autorizada', 'cancelada', 'substituida'] as const;
export type DanfseStatus = (typeof DANFSE_STATUSES)[number];
export const isDanfseStatus = (status: string): status is DanfseStatus => (DANFSE_STATUSES as readonly string[]).includes(status);

/** An NFS-e the Sefin generated, with its XML, has a DANFSe. */
export const hasDanfse = (doc: { status: string; hasXml: boolean }) => doc.hasXml && isDanfseStatus(doc.status);

/** The chave as printed: groups of four digits, as the national DANFSe and the DANFE print it. */
export const groupedAccessKey = (accessKey: string) => accessKey.replace(/(\d{4})(?=\d)/g, '$1 ');

export const danfseLabels = {
  link: 'DANFSe (PDF)',
  /** The Notas fiscais list's column. */
  column: 'Documento',
  /** 409: pending or rejected, there is no NFS-e to print. */
  notAuthorised: 'O DANFSe só é gerado para uma NFS-e autorizada; esta ainda não foi autorizada pela Sefin Nacional.',
  unreadable: 'O XML desta NFS-e não pôde ser lido para gerar o DANFSe.',
  title: 'DANFSe — Documento Auxiliar da NFS-e',
  fileName: (number: string) => `danfse-${number}.pdf`,
  notValidInTest: 'NFS-e SEM VALIDADE JURÍDICA (homologação)',
  cancelled: 'NFS-e CANCELADA',
  cancelledOn: (date: string, justification: string) => `Cancelada em ${date}. Motivo: ${justification}`,
  substituted: 'NFS-e SUBSTITUÍDA',
  substitutedOn: (date: string, number: string) => `Substituída em ${date} pela NFS-e nº ${number}.`,
  identification: 'Dados da NFS-e',
  accessKey: 'Chave de acesso da NFS-e',
  number: 'Número da NFS-e',
  competence: 'Competência',
  issuedAt: 'Data e hora da emissão da NFS-e',
  dpsNumber: 'Número / série da DPS',
  dpsIssuedAt: 'Data e hora da emissão da DPS',
  status: 'Situação',
  environment: 'Ambiente',
  environments: { producao: 'Produção', homologacao: 'Homologação (produção restrita)' },
  situations: { autorizada: 'NFS-e gerada (autorizada)', cancelada: 'NFS-e cancelada', substituida: 'NFS-e substituída' },
  qrHint: 'A autenticidade desta NFS-e pode ser verificada pela leitura deste código QR ou pela consulta da chave de acesso no portal nacional da NFS-e:',
  qrToConfirm: 'Endereço da consulta pública: a confirmar. Consulte pela chave de acesso no portal nacional da NFS-e.',
  provider: 'Prestador do serviço',
  customer: 'Tomador do serviço',
  noCustomer: 'Tomador do serviço não identificado na NFS-e.',
  document: 'CNPJ / CPF',
  municipalRegistration: 'Inscrição municipal',
  name: 'Nome / nome empresarial',
  address: 'Endereço',
  phone: 'Telefone',
  email: 'E-mail',
  simples: 'Simples Nacional',
  service: 'Serviço prestado',
  taxCode: 'Código de tributação nacional',
  taxCodeDescription: 'Descrição do código de tributação',
  nbs: 'Código NBS',
  place: 'Local da prestação',
  description: 'Descrição do serviço',
  taxes: 'Tributação municipal (ISSQN)',
  issBase: 'Base de cálculo do ISSQN',
  issRate: 'Alíquota aplicada',
  issValue: 'ISSQN apurado',
  issWithheld: 'Retenção do ISSQN',
  values: 'Valor total da NFS-e',
  serviceValue: 'Valor do serviço',
  netValue: 'Valor líquido da NFS-e',
  none: '—',
  /** The line the service's receipt adds when the service has an authorised NFS-e. */
  receiptLine: (number: string, accessKey: string | null) =>
    `NFS-e nº ${number} emitida para os honorários deste serviço${accessKey ? ` — chave de acesso ${groupedAccessKey(accessKey)}` : ''}.`,
} as const;

/** Opção pelo Simples Nacional (TSOpSimpNac) and retenção do ISSQN (TSTipoRetISSQN), as the layout names them. */
export const danfseCodes = {
  opSimpNac: { '1': 'Não optante', '2': 'Optante — MEI', '3': 'Optante — ME/EPP' } as Record<string, string>,
  tpRetISSQN: { '1': 'Não retido', '2': 'Retido pelo tomador', '3': 'Retido pelo intermediário' } as Record<string, string>,
};
