import { useState, type ComponentProps } from 'react';
import { formatMessages } from '@despacha/domain/messages';
import { formatBrDate, parseBrDate } from '@despacha/domain/validators/date';
import { CalendarButton } from './calendar-button.tsx';
import { dateStrings as s } from './date-strings.ts';
import { FormField } from './form-field.tsx';
import { MaskedInput } from './masked-input.tsx';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'type'>;

export type DateFieldProps = InputProps & {
  label: string;
  /** ISO 'AAAA-MM-DD', or '' for no date. */
  value: string;
  /** The ISO day once the text is a whole, real date; '' while it is empty, incomplete or impossible (31/02). */
  onChange: (iso: string) => void;
  /** ISO bounds: the calendar's days outside them are off; a typed day is left to the form's checks. */
  min?: string;
  max?: string;
  error?: string;
  hint?: string;
};

/**
 * A day, typed dd/mm/aaaa (numeric keypad on phones) or picked from a calendar, held as ISO for the
 * form and the API. Not `type="date"`: the browser draws that one in its own locale (11/28/2026 in
 * an English Chromium) and lets a six-digit year through. Text left that is not a date is flagged
 * here unless the form already says something about the field.
 */
export function DateField({ label, value, onChange, min, max, error, hint, className, onBlur, disabled, ...inputProps }: DateFieldProps) {
  const [text, setText] = useState(() => formatBrDate(value));
  const [held, setHeld] = useState(value);
  // A value set from outside (a preset, Limpar) replaces the text; the echo of our own change does not.
  if (value !== held) {
    setHeld(value);
    if (value !== (parseBrDate(text) ?? '')) setText(formatBrDate(value));
  }
  const [left, setLeft] = useState(false);

  const write = (next: string) => {
    setText(next);
    const iso = parseBrDate(next) ?? '';
    if (iso !== value) onChange(iso);
  };
  const invalid = left && text !== '' && !parseBrDate(text);

  return (
    <FormField label={label} error={error ?? (invalid ? formatMessages.dateInvalid : undefined)} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <MaskedInput
            mask="date"
            autoComplete="off"
            placeholder={s.placeholder}
            disabled={disabled}
            {...inputProps}
            {...control}
            className="pr-11"
            value={text}
            onChange={(event) => write(event.target.value)}
            onBlur={(event) => {
              setLeft(true);
              onBlur?.(event);
            }}
          />
          <CalendarButton label={label} value={() => value} min={min} max={max} disabled={disabled} onPick={(iso) => write(formatBrDate(iso))} />
        </div>
      )}
    </FormField>
  );
}
