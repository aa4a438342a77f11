import { useId, type ComponentProps, type ReactNode } from 'react';
import { maxLengthOfField } from '@despacha/domain/field-max-length';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  error?: string;
  hint?: string;
  /** A caution that does not block saving (amber), shown in place of the hint; an error wins over it. */
  warning?: string;
  className?: string;
  /** Renders the control with the ids and aria attributes that tie it to label and messages. */
  children: (control: ControlProps) => ReactNode;
};

/** Label, control and, under it, the hint, a warning (amber) or the error message (red), announced with the field. */
export function FormField({ label, error, hint, warning, className, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? warning ?? hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message ? (
        <p id={messageId} className={cn('text-sm', error ? 'text-red-600' : warning ? 'text-amber-700' : 'text-slate-500')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string; warning?: string };

/**
 * A text input inside a FormField; spreads react-hook-form's `register(...)` result. Its maxLength
 * is the contract's limit for the field it is named after, unless given.
 */
export function TextField({ label, error, hint, warning, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} warning={warning} className={className}>
      {(control) => <Input maxLength={maxLengthOfField(inputProps.name)} {...inputProps} {...control} />}
    </FormField>
  );
}
