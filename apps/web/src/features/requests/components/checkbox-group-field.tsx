import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Option } from '@despacha/domain/options/option';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { cn } from '../../../lib/cn.ts';

type CheckboxGroupFieldProps = { name: string; legend: string; hint?: string; options: readonly Option[]; className?: string };

/** A list of checkboxes writing a string[] (react-hook-form collects the ticked values). */
export function CheckboxGroupField({ name, legend, hint, options, className }: CheckboxGroupFieldProps) {
  const { register, getFieldState, formState } = useFormContext<Record<string, string[]>>();
  const messageId = useId();
  const error = getFieldState(name, formState).error?.message;
  const message = error ?? hint;
  return (
    <fieldset className={cn('flex flex-col gap-1', className)} aria-describedby={message ? messageId : undefined}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <CheckboxField key={option.value} label={option.label} value={option.value} aria-invalid={error ? true : undefined} {...register(name)} />
      ))}
      {message ? (
        <p id={messageId} className={cn('text-sm', error ? 'text-red-600' : 'text-slate-500')}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
