import { useEffect, useRef, type ReactNode } from 'react';
import type { AgendaLateKind, AgendaResponse } from '@despacha/domain/agenda/contracts';
import { AGENDA_LATE_OFFSET_MAX, AGENDA_LATE_PAGE, agendaMessages as m } from '@despacha/domain/agenda/messages';
import { Button } from '../../../components/ui/button.tsx';
import { useAgendaLateMore, type AgendaLateItem } from '../api/get-agenda-late.ts';
import { DeadlineItem, VistoriaItem } from './agenda-items.tsx';
import { Group, Section } from './agenda-sections.tsx';

type LateListProps<K extends AgendaLateKind> = {
  kind: K;
  title: string;
  /** The agenda this list belongs to: its first page, total, posto and week. */
  data: AgendaResponse;
  first: AgendaLateItem[K][];
  total: number;
  renderItem: (item: AgendaLateItem[K]) => ReactNode;
};

/** One late list: the agenda's first page, then 25 more at each "Carregar mais". */
function LateList<K extends AgendaLateKind>({ kind, title, data, first, total, renderItem }: LateListProps<K>) {
  const more = useAgendaLateMore(kind, { from: data.from, to: data.to, posto: data.posto });
  const pages = more.data?.pages ?? [];
  // A row concluded or added between two pages shifts the offsets: a row seen twice is shown once.
  const items = [...new Map([...first, ...pages.flatMap((p) => p.items)].map((item) => [item.serviceId, item])).values()];
  const last = pages.at(-1);
  const all = last?.total ?? total;
  // Each page starts where the one before ended (get-agenda-late.ts), the first after the agenda's.
  const next = pages.reduce((offset, p) => offset + p.items.length, AGENDA_LATE_PAGE);
  const canLoadMore = (!last || last.items.length > 0) && next < all && next <= AGENDA_LATE_OFFSET_MAX;

  // After a page arrives, focus goes to its first row: the reader continues there, and the button,
  // gone after the last page, does not leave the focus nowhere.
  const listRef = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || items.length <= at) return;
    focusAt.current = null;
    listRef.current?.querySelectorAll('a')[at]?.focus();
  }, [items.length]);
  const loadMore = () => {
    focusAt.current = items.length;
    void more.fetchNextPage();
  };

  return (
    <div>
      <Group heading={`${title} (${total.toLocaleString('pt-BR')})`} listRef={listRef}>
        {items.map(renderItem)}
      </Group>
      {all > items.length ? <p className="mt-2 text-xs text-slate-500">{m.lateMore(items.length, all)}</p> : null}
      {more.isError && !more.isFetching ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {m.loadMoreError}
        </p>
      ) : null}
      {canLoadMore ? (
        <Button variant="outline" size="sm" className="mt-2" disabled={more.isFetching} onClick={loadMore}>
          {m.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

/** Late whatever the week shown: vistorias past their day without conclusão, deadlines past. */
export function LateSection({ data }: { data: AgendaResponse }) {
  const total = data.lateVistoriasTotal + data.lateDeadlinesTotal;
  return (
    <Section title={m.lateTitle} count={m.lateCount(total)}>
      {total === 0 ? <p className="text-sm text-slate-600">{m.lateEmpty}</p> : null}
      {data.lateVistoriasTotal > 0 ? (
        <LateList
          kind="vistorias"
          title={m.lateVistoriasTitle}
          data={data}
          first={data.lateVistorias}
          total={data.lateVistoriasTotal}
          renderItem={(v) => <VistoriaItem key={v.serviceId} item={v} today={data.today} showDate showPosto />}
        />
      ) : null}
      {data.lateDeadlinesTotal > 0 ? (
        <LateList
          kind="deadlines"
          title={m.lateDeadlinesTitle}
          data={data}
          first={data.lateDeadlines}
          total={data.lateDeadlinesTotal}
          renderItem={(d) => <DeadlineItem key={d.serviceId} item={d} today={data.today} showDate />}
        />
      ) : null}
    </Section>
  );
}
