import { Check } from 'lucide-react';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { cn } from '../../../lib/cn.ts';

export const wizardSteps = ['file', 'columns', 'review', 'import'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Arquivo › Colunas › Conferência › Importação, the current one marked for assistive technology too. */
export function WizardSteps({ current }: { current: WizardStep }) {
  const at = wizardSteps.indexOf(current);
  return (
    <ol aria-label={s.stepsLabel} className="grid grid-cols-4 gap-1 text-xs sm:gap-2 sm:text-sm">
      {wizardSteps.map((step, i) => {
        const done = i < at;
        return (
          <li
            key={step}
            aria-current={i === at ? 'step' : undefined}
            className={cn(
              'flex min-w-0 flex-col items-center gap-1 border-t-4 pt-2 text-center sm:flex-row sm:text-left',
              i === at ? 'border-primary font-semibold text-slate-900' : done ? 'border-primary/50 text-slate-700' : 'border-slate-200 text-slate-500',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                i <= at ? 'bg-primary text-white' : 'bg-slate-200 text-slate-600',
              )}
            >
              {done ? <Check className="size-3.5" /> : i + 1}
            </span>
            <span className="break-words">
              <span className="sr-only">{s.stepOf(i + 1, wizardSteps.length)}: </span>
              {s.steps[step]}
              {done ? <span className="sr-only"> ({s.stepDone})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
