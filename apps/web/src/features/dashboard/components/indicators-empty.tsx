import { ChartColumn } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { dashboardStrings as s } from '../strings.ts';

/** Indicators come from the server once it serves them; nothing is made up meanwhile. */
export function IndicatorsEmpty() {
  return (
    <section aria-labelledby="indicators-title" className="flex flex-col gap-3">
      <h2 id="indicators-title" className="text-lg font-semibold text-slate-900">
        {s.indicatorsTitle}
      </h2>
      <EmptyState description={s.indicatorsEmpty} icon={<ChartColumn className="size-10" />} />
    </section>
  );
}
