import { MonitoringPage } from '../../../features/monitoring/components/monitoring-page.tsx';

export default function AdminMonitoringPage() {
  return <MonitoringPage />;
}
