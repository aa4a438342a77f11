import type { AgencyResponse } from '@despacha/domain/contracts/agencies';
import { agencyStatusLabel } from '@despacha/domain/agency-status';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { usePlans } from '../api/get-plans.ts';
import { agencyStrings as s, trialUntil } from '../strings.ts';

/** The signed-in user's agency: name, plan and subscription status, from /api/me and /api/plans. */
export function AgencySummary({ agency }: { agency: AgencyResponse }) {
  const plans = usePlans();
  const planName = plans.data?.find((plan) => plan.id === agency.planId)?.name;
  const trial = agency.status === 'trial' && agency.trialEndsAt ? trialUntil(formatDate(agency.trialEndsAt)) : null;

  return (
    <Card>
      <CardHeader>
        <CardDescription>{s.summaryTitle}</CardDescription>
        <CardTitle>{agency.name}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{s.planLabel}</dt>
            <dd className="font-medium text-slate-900">{planName ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{s.statusLabel}</dt>
            <dd className="font-medium text-slate-900">{agencyStatusLabel(agency.status)}</dd>
            {trial ? <dd className="text-amber-700">{trial}</dd> : null}
          </div>
          <div>
            <dt className="text-slate-500">{s.cnpjLabel}</dt>
            <dd className="font-medium text-slate-900">{displayCnpj(agency.cnpj)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
