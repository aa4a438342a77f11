import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '../../../lib/cn.ts';

type SwitchProps = { checked: boolean; onCheckedChange: (checked: boolean) => void; label: string; disabled?: boolean };

/** An on/off switch named by `label` (role switch, toggled with Space). */
export function Switch({ checked, onCheckedChange, label, disabled }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60',
        checked ? 'bg-primary' : 'bg-slate-300',
      )}
    >
      <SwitchPrimitive.Thumb className={cn('block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')} />
    </SwitchPrimitive.Root>
  );
}
