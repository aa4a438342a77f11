import { SaleRequestForm } from '../../../features/requests/components/sale/sale-request-form.tsx';

export default function SaleIntentionPage() {
  return <SaleRequestForm type="intencao-venda" />;
}
