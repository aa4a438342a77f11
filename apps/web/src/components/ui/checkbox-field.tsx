import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; error?: string; hint?: string };

/** A checkbox with its label beside it and the hint or error under it; spreads `register(...)`. */
export function CheckboxField({ label, error, hint, className, id, ...inputProps }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex min-h-10 items-center gap-2">
        <input
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="size-4 shrink-0 rounded border-slate-300 accent-primary focus-visible:outline-2 focus-visible:outline-primary aria-invalid:outline aria-invalid:outline-red-600"
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {message ? (
        <p id={messageId} className={cn('text-sm', error ? 'text-red-600' : 'text-slate-500')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
