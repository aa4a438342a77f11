import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // oxlint-disable-next-line jsx-a11y/label-has-associated-control -- htmlFor and the text come in props
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
