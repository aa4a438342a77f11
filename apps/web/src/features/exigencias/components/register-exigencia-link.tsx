import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { exigenciaLabels as l } from '@despacha/domain/exigencias/messages';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** From a service's page to "Registrar exigência" with that service chosen (and its earlier exigências shown). */
export function RegisterExigenciaLink({ serviceId }: { serviceId: string }) {
  return (
    <Link to={`${paths.requirementReturn.path}?servico=${encodeURIComponent(serviceId)}`} className={buttonClasses({ variant: 'outline' })}>
      <FileWarning className="size-4" aria-hidden="true" />
      {l.register}
    </Link>
  );
}
