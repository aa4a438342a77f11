import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly SelectOption[];
  /** First, empty option ('' value), e.g. 'Selecione'. Without it the first option is preselected. */
  placeholder?: string;
  error?: string;
  hint?: string;
  /** Shows an asterisk beside the label and sets aria-required (validation stays with the schema). */
  requiredMark?: boolean;
};

export const selectClasses = cn(
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
);

/** Label, native select and, under it, the hint or the error; spreads react-hook-form's `register(...)`. */
export function SelectField({ label, options, placeholder, error, hint, requiredMark, className, id, ...selectProps }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const messageId = `${selectId}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={selectId}>
        {label}
        {requiredMark ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </Label>
      <select
        id={selectId}
        className={selectClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        aria-required={requiredMark || undefined}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {message ? (
        <p id={messageId} className={cn('text-sm', error ? 'text-red-600' : 'text-slate-500')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
