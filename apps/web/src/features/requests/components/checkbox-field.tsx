import { useId, type ComponentProps } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/** A checkbox with its label beside it; spreads react-hook-form's `register(...)` result. */
export function CheckboxField({ label, id, ...inputProps }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className="flex items-start gap-2">
      <input
        type="checkbox"
        id={inputId}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-primary aria-invalid:outline aria-invalid:outline-red-600"
        {...inputProps}
      />
      <label htmlFor={inputId} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
