import { cn } from '../../lib/cn.ts';
import { uiStrings } from './strings.ts';

type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label = uiStrings.loading, className }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={cn('inline-flex items-center justify-center', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
    </div>
  );
}

/** Centered spinner filling the screen, for guards and route loading. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
