import { useCallback, useRef, type ChangeEvent, type ComponentProps, type FocusEvent, type Ref } from 'react';
import { completeMoney, masks, maskWithCaret, type MaskKind } from '@despacha/domain/masks';
import { formatBrDate, parseBrDate } from '@despacha/domain/validators/date';
import { CalendarButton } from './calendar-button.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

type InputMode = ComponentProps<'input'>['inputMode'];

// Numeric pads where the value is digits only; money needs the decimal pad, whose comma key (in a
// pt-BR phone) marks the centavos; the CNPJ (alphanumeric since 2026), plates and chassis need letters.
const inputModes: Record<MaskKind, InputMode> = {
  cpf: 'numeric',
  cnpj: 'text',
  cpfCnpj: 'text',
  cep: 'numeric',
  phone: 'tel',
  plate: 'text',
  renavam: 'numeric',
  chassis: 'text',
  date: 'numeric',
  money: 'decimal',
  cnh: 'numeric',
  uf: 'text',
};

const upperCase: ReadonlySet<MaskKind> = new Set(['cnpj', 'cpfCnpj', 'plate', 'chassis', 'uf']);

// setSelectionRange throws on email and number inputs.
const hasSelection = (input: HTMLInputElement) => /^(text|tel|search|url|password)$/.test(input.type);

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export type MaskedInputProps = ComponentProps<'input'> & { mask: MaskKind };

/**
 * An input that formats what is typed (see `masks` in the domain) and keeps the caret where the
 * user is typing. Spread react-hook-form's `register(...)` on it, or a Controller's `field`.
 * The mask bounds its length; no maxLength, which would cut a pasted '+55 (21) …' before the
 * mask could tidy it.
 */
export function MaskedInput({ mask, onChange, onBlur, ref, value, ...props }: MaskedInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = maskWithCaret(mask, input.value, input.selectionStart ?? input.value.length);
    if (next.value !== input.value) input.value = next.value;
    if (input.ownerDocument.activeElement === input && hasSelection(input)) input.setSelectionRange(next.caret, next.caret);
    onChange?.(event);
  };

  // Leaving a money field completes its centavos ('1.234,5' → '1.234,50', '12,' → '12,00'); the
  // change is reported before the blur so react-hook-form and controlled parents hold the same text.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.target;
    if (mask === 'money' && !props.readOnly) {
      const done = completeMoney(input.value);
      if (done !== input.value) {
        input.value = done;
        onChange?.(event as unknown as ChangeEvent<HTMLInputElement>);
      }
    }
    onBlur?.(event);
  };

  // react-hook-form writes the default value into the element when it registers it: show it masked.
  const setRef = useCallback(
    (input: HTMLInputElement | null) => {
      assignRef(ref, input);
      if (!input) return;
      const masked = masks[mask](input.value);
      if (masked !== input.value) input.value = masked;
    },
    [ref, mask],
  );

  return (
    <Input
      data-mask={mask}
      inputMode={inputModes[mask]}
      autoCapitalize={upperCase.has(mask) ? 'characters' : undefined}
      spellCheck={false}
      {...props}
      value={typeof value === 'string' ? masks[mask](value) : value}
      ref={setRef}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}

type MaskedTextFieldProps = MaskedInputProps & { label: string; error?: string; hint?: string; warning?: string };

/**
 * A masked input inside a FormField (label, hint, error): the masked sibling of TextField. A
 * dd/mm/aaaa field (held as typed, as Cadastro's forms hold it) gets the same calendar button as
 * DateField; a picked day is written into the input as if typed, so react-hook-form sees it.
 */
export function MaskedTextField({ label, error, hint, warning, className, ...inputProps }: MaskedTextFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(inputProps.ref, element);
    },
    [inputProps.ref],
  );
  if (inputProps.mask !== 'date' || inputProps.readOnly) {
    return (
      <FormField label={label} error={error} hint={hint} warning={warning} className={className}>
        {(control) => <MaskedInput {...inputProps} {...control} />}
      </FormField>
    );
  }
  const pick = (iso: string) => {
    const element = input.current;
    if (!element) return;
    // React tracks the value it set: the native setter and an input event reach onChange.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, formatBrDate(iso));
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return (
    <FormField label={label} error={error} hint={hint} warning={warning} className={className}>
      {(control) => (
        <div className="relative">
          <MaskedInput {...inputProps} {...control} ref={ref} className="pr-11" />
          <CalendarButton label={label} value={() => parseBrDate(input.current?.value ?? '') ?? ''} disabled={inputProps.disabled} onPick={pick} />
        </div>
      )}
    </FormField>
  );
}
