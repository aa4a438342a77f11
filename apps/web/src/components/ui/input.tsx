import type { ComponentProps } from 'react';
import { TEXT } from '@despacha/domain/limits';
import { cn } from '../../lib/cn.ts';

/** A search box takes no more than the API takes in a search (TEXT.search). */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
        'placeholder:text-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
        className,
      )}
      {...props}
      maxLength={props.maxLength ?? (props.type === 'search' ? TEXT.search : undefined)}
    />
  );
}
