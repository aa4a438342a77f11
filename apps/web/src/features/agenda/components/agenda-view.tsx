import { AlertTriangle, ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { agencyToday } from '@despacha/domain/agency-calendar';
import { shiftWeek } from '@despacha/domain/agenda/group';
import { agendaMessages as m } from '@despacha/domain/agenda/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAgenda } from '../api/get-agenda.ts';
import { DeadlinesSection, VistoriasSection, type AgendaGrouping } from './agenda-sections.tsx';
import { LateSection } from './late-section.tsx';
import { errorText } from '../../../lib/error-text.ts';

export type AgendaState = { week: { from: string; to: string }; posto: string; grouping: AgendaGrouping };

type AgendaViewProps = AgendaState & { onChange: (next: AgendaState) => void };

/** A week of vistorias and deadlines, what is late, and the week and posto to show. */
export function AgendaView({ week, posto, grouping, onChange }: AgendaViewProps) {
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useAgenda({ ...week, posto });
  const state = { week, posto, grouping };
  const go = (weeks: number) => onChange({ ...state, week: shiftWeek(weeks === 0 ? agencyToday() : week.from, weeks) });
  // The chosen posto stays selectable even in a week without its vistorias.
  // Vistorias with no posto cannot be picked out (an empty filter means every posto).
  const postos = data ? data.postos.map((p) => p.posto).filter(Boolean) : [];
  if (posto && !postos.includes(posto)) postos.push(posto);
  const options = [{ value: '', label: m.allPostos }, ...postos.map((p) => ({ value: p, label: p }))];

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={m.weekOf(formatBrDate(week.from), formatBrDate(week.to))} className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{m.weekOf(formatBrDate(week.from), formatBrDate(week.to))}</h2>
        <div className="flex flex-wrap gap-2 [&>button]:whitespace-nowrap">
          <Button variant="outline" size="sm" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {m.previousWeek}
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(0)}>
            {m.thisWeek}
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(1)}>
            {m.nextWeek}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {isFetching && !isPending ? <Spinner label={m.loading} /> : null}
      </nav>

      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={m.postoFilter}
          options={options}
          value={posto}
          className="min-w-56"
          onChange={(e) => onChange({ ...state, posto: e.target.value })}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{m.groupLegend}</legend>
          <div className="flex gap-2">
            {(['dia', 'posto'] as const).map((g) => (
              <Button
                key={g}
                size="sm"
                variant={grouping === g ? 'primary' : 'outline'}
                aria-pressed={grouping === g}
                onClick={() => onChange({ ...state, grouping: g })}
              >
                {g === 'dia' ? m.groupByDay : m.groupByPosto}
              </Button>
            ))}
          </div>
        </fieldset>
      </div>

      {isPending ? <Spinner label={m.loading} className="w-full py-10" /> : null}
      {isError && !data ? (
        <div role="alert">
          <EmptyState title={m.loadError} description={errorText(error, m.loadErrorHint)} icon={<AlertTriangle className="size-8" />}>
            <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {m.retry}
            </Button>
          </EmptyState>
        </div>
      ) : null}
      {data ? (
        // The previous week stays on screen, dimmed, until the asked one arrives.
        <div aria-busy={isPlaceholderData} className={cn('flex flex-col gap-6 transition-opacity', isPlaceholderData && 'opacity-60')}>
          <LateSection data={data} />
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <VistoriasSection data={data} grouping={grouping} />
            <DeadlinesSection data={data} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
