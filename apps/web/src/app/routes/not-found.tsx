import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { commonMessages } from '@despacha/domain/messages';
import { paths } from '../../lib/paths.ts';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-100 p-6 text-center">
      <title>{`404 — ${commonMessages.pageNotFoundPtBr}`}</title>
      <h1 className="text-4xl font-bold text-slate-900">404</h1>
      {/* The spec's English words stay; the pt-BR ones say the same to whoever reads only Portuguese. */}
      <p lang="en" className="text-xl text-slate-600">
        {commonMessages.pageNotFound}
      </p>
      <p className="text-lg font-medium text-slate-800">{commonMessages.pageNotFoundPtBr}</p>
      <p className="max-w-md text-sm text-slate-600">{commonMessages.pageNotFoundHint}</p>
      <Link lang="en" to={paths.home.path} className="text-primary underline underline-offset-4 hover:text-primary-hover">
        {commonMessages.returnHome}
      </Link>
    </main>
  );
}
