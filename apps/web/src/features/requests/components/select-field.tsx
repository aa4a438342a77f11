import type { ComponentProps } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { requestStrings as s } from '../strings.ts';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
};

/** A native select inside a FormField (label, red border and message like TextField); '' is "Selecione". */
export function SelectField({ label, options, error, hint, className, ...selectProps }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          className={cn(
            'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
            'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
            'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
          )}
          {...selectProps}
          {...control}
        >
          <option value="">{s.selectPlaceholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
