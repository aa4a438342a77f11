import { usePlatformName } from '../../lib/public-settings.ts';
import type { ReactNode } from 'react';

/** `documentTitle` names the browser tab when the heading says something else. */
type PageHeaderProps = { title: string; documentTitle?: string; description?: ReactNode; actions?: ReactNode };

export function PageHeader({ title, documentTitle = title, description, actions }: PageHeaderProps) {
  const platformName = usePlatformName();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <title>{`${documentTitle} | ${platformName}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <div className="text-sm text-slate-600">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
