import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type EmptyStateProps = { title?: string; description: string; icon?: ReactNode; className?: string; children?: ReactNode };

export function EmptyState({ title, description, icon, className, children }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="text-slate-400" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      {title ? <p className="text-base font-semibold text-slate-800">{title}</p> : null}
      <p className="max-w-md text-sm text-slate-600">{description}</p>
      {children}
    </div>
  );
}
