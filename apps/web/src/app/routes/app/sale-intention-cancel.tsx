import { SaleRequestForm } from '../../../features/requests/components/sale/sale-request-form.tsx';

export default function SaleIntentionCancelPage() {
  return <SaleRequestForm type="cancelamento-intencao-venda" />;
}
