import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { registerExigenciaLabel } from '@despacha/domain/exigencias/register-label';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** From a service's page to "Registrar exigência" with that service chosen (and its earlier exigências shown). */
export function RegisterExigenciaLink({ serviceId }: { serviceId: string }) {
  return (
    <Link to={`${paths.requirementReturn.path}?servico=${encodeURIComponent(serviceId)}`} className={buttonClasses({ variant: 'outline' })}>
      <FileWarning className="size-4" aria-hidden="true" />
      {registerExigenciaLabel}
    </Link>
  );
}
