import { useCallback, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import { maskTime } from '@despacha/domain/masks';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

/** Index just after the n-th digit of `text` (0 when n is 0). */
function indexAfterDigit(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i]!) && ++seen === n) return i + 1;
  return text.length;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export const TIME_PLACEHOLDER = 'hh:mm';

/**
 * A time of day typed as hh:mm (24 h). Not `type="time"`: the browser draws that one in its own
 * locale ('02:30 PM' in an English Chromium), unlike every other field of the app. Spread
 * react-hook-form's `register(...)` on it; the value stays the 'HH:mm' the API takes.
 */
export function TimeInput({ onChange, ref, value, ...props }: ComponentProps<'input'>) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const atEnd = caret >= input.value.length;
    const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
    const masked = maskTime(input.value);
    if (masked !== input.value) {
      input.value = masked;
      // A padded hour ('9:' → '09:') moves the digits: at the end the caret simply stays at the end.
      const next = atEnd ? masked.length : indexAfterDigit(masked, digitsBefore);
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(next, next);
    }
    onChange?.(event);
  };

  // react-hook-form writes the default value into the element when it registers it: show it masked.
  const setRef = useCallback(
    (input: HTMLInputElement | null) => {
      assignRef(ref, input);
      if (input && maskTime(input.value) !== input.value) input.value = maskTime(input.value);
    },
    [ref],
  );

  return (
    <Input
      type="text"
      data-mask="time"
      inputMode="numeric"
      autoComplete="off"
      placeholder={TIME_PLACEHOLDER}
      spellCheck={false}
      {...props}
      value={typeof value === 'string' ? maskTime(value) : value}
      ref={setRef}
      onChange={handleChange}
    />
  );
}

type TimeFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string; warning?: string };

/** TimeInput inside a FormField (label, hint, error), like TextField. */
export function TimeField({ label, error, hint, warning, className, ...inputProps }: TimeFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} warning={warning} className={className}>
      {(control) => <TimeInput {...inputProps} {...control} />}
    </FormField>
  );
}
