import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import type { SaleFieldName } from './sale-form-values.ts';

/** Field labels of both sale forms: one copy, shared with the PDF and the history (domain labels). */
export const saleLabels = {
  ...requestFieldLabels('intencao-venda'),
  ...requestFieldLabels('cancelamento-intencao-venda'),
} as Record<SaleFieldName, string>;
