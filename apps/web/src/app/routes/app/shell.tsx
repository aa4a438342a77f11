import { AppLayout } from '../../../components/layout/app-layout.tsx';

export default function ShellRoute() {
  return <AppLayout />;
}
