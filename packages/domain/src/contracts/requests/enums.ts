import type { Option } from '../../options/option.ts';
import { combustivelOptions } from '../../options/registry-options.ts';

// Spec §3 "Enumerations of the request forms". Lists whose value is a code carry a label;
// lists whose value is the pt-BR text itself are plain strings.

// The registry's list: one value for etanol, which the spec's forms called 'alcool' (decision
// 014; migration 0005 rewrote the requests stored with it).
export { combustivelOptions };
export type Combustivel = (typeof combustivelOptions)[number]['value'];

/** The reason in which the CRV itself is missing (its back is the sale document). */
export const MOTIVO_CRV_PERDIDO = 'Perda ou extravio do documento de venda';

export const motivoSolicitacaoOptions = [
  MOTIVO_CRV_PERDIDO,
  'Erro nos dados da comunicação original',
  'Necessidade de retificação de informações',
  'Venda não comunicada no prazo legal',
  'Outros motivos especiais',
] as const;

/** Never asked for when the CRV is the document that was lost (MOTIVO_CRV_PERDIDO). */
export const COPIA_CRV = 'Cópia do CRV autenticada';

// The spec's seven items, plus the documents that prove a transfer without a signed CRV: the
// invoice (a company's sale), the deed of gift, the auction or adjudication letter, the ruling.
export const documentosAnexosOptions = [
  COPIA_CRV,
  'Cópia do CPF/CNPJ das partes',
  'Cópia do RG das partes',
  'Comprovante de residência',
  'Documento de venda original (se houver)',
  'Nota fiscal de venda',
  'Escritura de doação',
  'Carta de arrematação ou de adjudicação',
  'Sentença judicial',
  'Procuração (se aplicável)',
  'Outros documentos pertinentes',
] as const;
export type DocumentoAnexo = (typeof documentosAnexosOptions)[number];

/** The attachments a Casos Especiais request may list for its reason: no CRV copy when the CRV is lost. */
export const documentosAnexosFor = (motivo: string | undefined) =>
  motivo === MOTIVO_CRV_PERDIDO ? documentosAnexosOptions.filter((d) => d !== COPIA_CRV) : [...documentosAnexosOptions];

export const finalidadeInformacaoOptions = [
  'Processo judicial',
  'Defesa em procedimento administrativo',
  'Comprovação para seguro',
  'Verificação de propriedade',
  'Consulta para aquisição',
  'Outros fins legais',
] as const;

export const tipoInformacaoOptions = [
  'Histórico completo de proprietários',
  'Última comunicação de venda registrada',
  'Situação atual do veículo',
  'Dados do proprietário atual',
  'Informações sobre restrições',
  'Histórico de transferências',
] as const;

export const periodoConsultaOptions = [
  { value: '30dias', label: 'Últimos 30 dias' },
  { value: '6meses', label: 'Últimos 6 meses' },
  { value: '1ano', label: 'Último ano' },
  { value: 'historico', label: 'Histórico completo' },
  { value: 'personalizado', label: 'Período personalizado' },
] as const satisfies readonly Option[];
export type PeriodoConsulta = (typeof periodoConsultaOptions)[number]['value'];

export const finalidadeCertidaoOptions = [
  'Processo judicial',
  'Financiamento bancário',
  'Seguro de veículo',
  'Comprovação de propriedade',
  'Venda do veículo',
  'Transferência de propriedade',
  'Outros fins legais',
] as const;

export const tipoCertidaoOptions = [
  'Certidão de propriedade atual',
  'Certidão de histórico de propriedade',
  'Certidão negativa de gravame',
  'Certidão de situação do veículo',
  'Certidão completa',
] as const;

export const numeroViasOptions = [
  { value: '1', label: '1 via' },
  { value: '2', label: '2 vias' },
  { value: '3', label: '3 vias' },
  { value: '4', label: '4 vias' },
  { value: '5', label: '5 vias' },
] as const satisfies readonly Option[];
export type NumeroVias = (typeof numeroViasOptions)[number]['value'];

export const relacionamentoVeiculoOptions = [
  'Proprietário atual',
  'Ex-proprietário',
  'Herdeiro',
  'Procurador',
  'Advogado',
  'Pessoa jurídica autorizada',
  'Outros',
] as const;

export const formaEntregaOptions = ['Retirada presencial', 'Correios (SEDEX)', 'Email (quando aplicável)', 'Representante autorizado'] as const;
export type FormaEntrega = (typeof formaEntregaOptions)[number];

/** The delivery choice that needs the requester's e-mail. */
export const FORMA_ENTREGA_EMAIL: FormaEntrega = 'Email (quando aplicável)';

/** Values of a list, in order, as the tuple z.enum takes. */
export const optionValues = <V extends string>(options: readonly (V | Option<V>)[]) => options.map((o) => (typeof o === 'string' ? o : o.value)) as [V, ...V[]];

/** Any list as { value, label } for a select or a checkbox group. */
export const asOptions = <V extends string>(options: readonly (V | Option<V>)[]): Option<V>[] =>
  options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
