import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import type { AgendaResponse } from '@despacha/domain/agenda/contracts';
import { groupByDay, groupByPosto, weekdayName } from '@despacha/domain/agenda/group';
import { agendaMessages as m } from '@despacha/domain/agenda/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DeadlineItem, VistoriaItem } from './agenda-items.tsx';

export type AgendaGrouping = 'dia' | 'posto';

export function Section({ title, count, children }: { title: string; count: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={id}>{title}</CardTitle>
        <span className="text-sm text-slate-600">{count}</span>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

/** A group's heading and its rows; the list is named by the heading. */
export function Group({ heading, children, listRef }: { heading: ReactNode; children: ReactNode; listRef?: Ref<HTMLUListElement> }) {
  const id = useId();
  return (
    <div>
      <h3 id={id} className="mb-1 border-b border-slate-200 pb-1 text-sm font-semibold text-slate-800">
        {heading}
      </h3>
      <ul ref={listRef} aria-labelledby={id} className="divide-y divide-slate-100">
        {children}
      </ul>
    </div>
  );
}

const dayHeading = (day: string, today: string) => `${m.dayHeading(weekdayName(day), formatBrDate(day))}${day === today ? ` — ${m.today}` : ''}`;
const empty = (text: string) => <p className="text-sm text-slate-600">{text}</p>;

export function VistoriasSection({ data, grouping }: { data: AgendaResponse; grouping: AgendaGrouping }) {
  const { vistorias, today } = data;
  const groups = grouping === 'dia' ? groupByDay(vistorias, (v) => v.data) : groupByPosto(vistorias);
  return (
    <Section title={m.vistoriasTitle} count={m.vistoriaCount(data.vistoriasTotal)}>
      {vistorias.length === 0 ? empty(data.posto ? m.vistoriasEmptyPosto : m.vistoriasEmpty) : null}
      {groups.map((g) => (
        <Group key={g.key} heading={grouping === 'dia' ? dayHeading(g.key, today) : `${g.key || m.noPosto} (${m.vistoriaCount(g.items.length)})`}>
          {g.items.map((v) => (
            <VistoriaItem key={v.serviceId} item={v} today={today} showDate={grouping === 'posto'} showPosto={grouping === 'dia'} />
          ))}
        </Group>
      ))}
      {data.vistoriasTotal > vistorias.length ? <p className="text-xs text-slate-500">{m.truncated(vistorias.length)}</p> : null}
    </Section>
  );
}

export function DeadlinesSection({ data }: { data: AgendaResponse }) {
  const { deadlines, today } = data;
  return (
    <Section title={m.deadlinesTitle} count={m.deadlineCount(data.deadlinesTotal)}>
      <p className="text-xs text-slate-500">{m.deadlinesNote}</p>
      {deadlines.length === 0 ? empty(m.deadlinesEmpty) : null}
      {groupByDay(deadlines, (d) => d.deadline).map((g) => (
        <Group key={g.key} heading={dayHeading(g.key, today)}>
          {g.items.map((d) => (
            <DeadlineItem key={d.serviceId} item={d} today={today} showDate={false} />
          ))}
        </Group>
      ))}
      {data.deadlinesTotal > deadlines.length ? <p className="text-xs text-slate-500">{m.truncated(deadlines.length)}</p> : null}
    </Section>
  );
}
