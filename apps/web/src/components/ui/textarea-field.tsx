import type { ComponentProps } from 'react';
import { maxLengthOfField } from '@despacha/domain/field-max-length';
import { cn } from '../../lib/cn.ts';
import { FormField } from './form-field.tsx';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: string };

/**
 * A multi-line text inside a FormField (label, hint, error); spreads react-hook-form's `register(...)`.
 * Its maxLength is the contract's limit for the field it is named after, unless given.
 */
export function TextareaField({ label, error, hint, className, rows = 4, ...textareaProps }: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          rows={rows}
          maxLength={maxLengthOfField(textareaProps.name)}
          className={cn(
            'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
            'placeholder:text-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
            'disabled:cursor-not-allowed disabled:opacity-60',
            'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
          )}
          {...textareaProps}
          {...control}
        />
      )}
    </FormField>
  );
}
