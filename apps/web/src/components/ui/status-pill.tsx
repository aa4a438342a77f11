import { cn } from '../../lib/cn.ts';

const tones = {
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-blue-100 text-blue-800',
  neutral: 'bg-slate-200 text-slate-700',
} as const;
export type PillTone = keyof typeof tones;

export function StatusPill({ label, tone }: { label: string; tone: PillTone }) {
  return <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone])}>{label}</span>;
}
