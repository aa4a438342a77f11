import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { commonMessages } from '@despacha/domain/messages';
import { buttonClasses } from '../components/ui/button.tsx';
import { paths } from '../lib/paths.ts';

/** Router errorElement: anything thrown while loading or rendering a route. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{commonMessages.routerFallback}</h1>
      {detail ? <p className="max-w-lg text-sm text-slate-600">{detail}</p> : null}
      <Link to={paths.home.path} className={buttonClasses({ variant: 'outline' })}>
        {commonMessages.returnHome}
      </Link>
    </main>
  );
}
