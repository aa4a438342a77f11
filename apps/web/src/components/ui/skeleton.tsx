import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { uiStrings } from './strings.ts';

/**
 * A bar standing for one line of text while it loads. It is 1em tall inside its parent's line, so
 * a placeholder written with the content's own elements and text classes is as tall as the content
 * and nothing under it moves when the text arrives (Lighthouse's layout shift).
 */
export function SkeletonText({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block h-[1em] w-1/2 animate-pulse rounded bg-slate-200 align-middle', className)} />;
}

/**
 * A region drawn with placeholders while `busy`: marked busy, its label read as a status. The same
 * element either way, so what it holds is not mounted again when the figures land.
 */
export function Busy({ busy, label = uiStrings.loading, className, children }: { busy: boolean; label?: string; className?: string; children: ReactNode }) {
  return (
    <div aria-busy={busy || undefined} className={className}>
      {busy ? (
        <span role="status" aria-label={label} className="sr-only">
          {label}
        </span>
      ) : null}
      {children}
    </div>
  );
}
