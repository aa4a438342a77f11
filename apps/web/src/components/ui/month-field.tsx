import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type MonthFieldProps = {
  label: string;
  /** What an empty month means on this screen, under the field. */
  hint: string;
  /** aaaa-mm, or '' for none. */
  value: string;
  /** The new aaaa-mm, or '' when the field is cleared. */
  onChange: (month: string) => void;
  className?: string;
};

/**
 * A list's month filter (Licenciamentos, Notas fiscais): the browser's month picker, whose value is
 * aaaa-mm as the APIs take it, with the hint saying what a blank month lists.
 */
export function MonthField({ label, hint, value, onChange, className }: MonthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex w-56 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="month" value={value} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)} />
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
