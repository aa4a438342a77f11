import { processStages, stageTexts } from '@despacha/domain/process/stages';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { dashboardStrings as s } from '../strings.ts';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatCount } from './format.ts';

/**
 * Where the processes are, by the one definition of stages (decision 058): the same words Nova
 * guia, Cadastro and the reports use, each with what it means.
 */
export function StageCounts({ counts }: { counts: DashboardResponse['stageCounts'] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="stage-counts-title">{s.stageTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="stage-counts-title" className="flex flex-col gap-3">
          {processStages.map((stage) => (
            <li key={stage}>
              <div role="group" aria-label={stageTexts[stage].agency} className="flex items-start justify-between gap-3 text-sm">
                <span className="flex flex-col">
                  <span className="text-slate-700">{stageTexts[stage].agency}</span>
                  <span className="text-xs text-slate-500">{stageTexts[stage].meaning}</span>
                </span>
                {counts ? (
                  <span data-testid="stat-value" className="text-lg font-semibold tabular-nums text-slate-900">
                    {formatCount(counts[stage])}
                  </span>
                ) : (
                  <span className="text-lg font-semibold">
                    <SkeletonText className="w-8" />
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
