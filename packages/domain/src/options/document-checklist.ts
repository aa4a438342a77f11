import type { Option } from './option.ts';

/** The 17 documents a service's folder may need (spec §3 "checklist of 17 attachable documents"). */
export const documentChecklist = [
  { value: 'crv', label: 'CRV (Certificado de Registro de Veículo)' },
  { value: 'crlv', label: 'CRLV-e (Certificado de Registro e Licenciamento)' },
  { value: 'identidade', label: 'Documento de identidade (RG ou CNH)' },
  { value: 'cpf-cnpj', label: 'CPF / Cartão CNPJ' },
  { value: 'comprovante-residencia', label: 'Comprovante de residência' },
  { value: 'procuracao', label: 'Procuração' },
  { value: 'atpv', label: 'ATPV-e (Autorização para Transferência)' },
  { value: 'nota-fiscal', label: 'Nota fiscal (veículo 0 km)' },
  { value: 'laudo-vistoria', label: 'Laudo de vistoria' },
  { value: 'duda', label: 'DUDA pago (taxa DETRAN)' },
  { value: 'ipva', label: 'Comprovante de pagamento do IPVA' },
  { value: 'multas', label: 'Comprovante de quitação de multas' },
  { value: 'contrato-social', label: 'Contrato social (pessoa jurídica)' },
  { value: 'decalque-chassi', label: 'Decalque do chassi' },
  { value: 'boletim-ocorrencia', label: 'Registro de Ocorrência' },
  { value: 'declaracao-perda', label: 'Declaração de perda' },
  { value: 'baixa-gravame', label: 'Baixa de gravame / carta de quitação' },
] as const satisfies readonly Option[];

export type ChecklistItem = (typeof documentChecklist)[number]['value'];
