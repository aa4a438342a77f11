import { formatMoney } from '../validators/money.ts';
import { MONEY_MAX_CENTS } from '../limits.ts';
import { CATALOG_DEADLINE_MAX_DAYS, CATALOG_YEAR_MAX, CATALOG_YEAR_MIN } from './limits.ts';

// Texts of the DETRAN-RJ service catalog (admin screen, Cadastro do Serviço hint, server errors).
export const catalogMessages = {
  dudaCodeInvalid: 'Código DUDA inválido (formato 000-0, com dígito verificador)',
  dudaCodesTooMany: 'Limite de códigos DUDA por serviço atingido',
  dudaCodeTaken: 'Este código DUDA já está no catálogo deste serviço',
  feeInvalid: 'Valor da taxa inválido',
  feeTooLarge: `Valor máximo: ${formatMoney(MONEY_MAX_CENTS)}`,
  yearInvalid: `Ano entre ${CATALOG_YEAR_MIN} e ${CATALOG_YEAR_MAX}`,
  deadlineInvalid: `Prazo entre 1 e ${CATALOG_DEADLINE_MAX_DAYS} dias`,
  documentInvalid: 'Documento fora do checklist geral',
  serviceTypeMissing: 'Tipo de serviço não encontrado',
  dudaCodeMissing: 'Código DUDA não encontrado',
  feeMissing: 'Taxa não encontrada',
  checkedOnInvalid: 'Data de conferência inválida',
  feeUnconfirmed: 'a confirmar',
} as const;
