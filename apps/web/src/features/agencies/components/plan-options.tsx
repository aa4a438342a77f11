import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCurrency } from '../../../lib/formatters.ts';
import { usePlans } from '../api/get-plans.ts';
import { additionalUser, agencyStrings as s, freeTrialDays, includedUsers, perMonth } from '../strings.ts';

type PlanOptionsProps = { registration: UseFormRegisterReturn; error?: string };

/** Plans from GET /api/plans as radio cards. */
export function PlanOptions({ registration, error }: PlanOptionsProps) {
  const plans = usePlans();
  const errorId = useId();

  return (
    <fieldset role="radiogroup" className="flex flex-col gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{s.plan}</legend>
      {plans.isPending ? <Spinner className="py-6" /> : null}
      {plans.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {s.plansError}
          <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : null}
      {plans.data?.length === 0 ? <p className="text-sm text-slate-600">{s.plansEmpty}</p> : null}
      <div className="grid gap-3 md:grid-cols-3">
        {plans.data?.map((plan) => (
          <label
            key={plan.id}
            className={
              'relative flex cursor-pointer flex-col gap-1 rounded-lg border bg-white p-4 transition-colors hover:border-primary/60 ' +
              'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary/40 ' +
              (error ? 'border-red-600' : 'border-slate-300')
            }
          >
            <input
              type="radio"
              value={plan.id}
              className="absolute top-4 right-4 size-4 accent-primary"
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            <span className="pr-6 text-base font-semibold text-slate-900">{plan.name}</span>
            <span className="text-lg font-bold text-primary">{perMonth(formatCurrency(plan.priceCents))}</span>
            <span className="text-sm text-slate-700">{includedUsers(plan.baseUsers)}</span>
            <span className="text-xs text-slate-500">{additionalUser(formatCurrency(plan.additionalUserPriceCents))}</span>
            <span className="mt-1 w-fit rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{freeTrialDays(plan.trialDays)}</span>
            {plan.description ? <span className="mt-1 text-xs text-slate-600">{plan.description}</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
