import { ExigenciasScreen } from '../../../features/exigencias/components/exigencias-screen.tsx';
import { paths } from '../../../lib/paths.ts';

export default function RequirementReturnPage() {
  return <ExigenciasScreen title={paths.requirementReturn.title} />;
}
