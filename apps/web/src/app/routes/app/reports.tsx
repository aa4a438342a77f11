import { ReportsPage } from '../../../features/reports/components/reports-page.tsx';

export default function ReportsRoute() {
  return <ReportsPage />;
}
