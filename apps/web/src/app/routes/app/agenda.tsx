import { useSearchParams } from 'react-router';
import { agencyToday, weekOf } from '@despacha/domain/agency-calendar';
import { agendaMessages as m } from '@despacha/domain/agenda/messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AgendaView, type AgendaState } from '../../../features/agenda/components/agenda-view.tsx';
import { paths } from '../../../lib/paths.ts';

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** Agenda: the week, posto and grouping live in the address (?semana=&posto=&ver=), so a view can be reloaded or shared. */
export default function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const semana = params.get('semana');
  const state: AgendaState = {
    week: weekOf(isDay(semana) ? semana : agencyToday()),
    posto: params.get('posto') ?? '',
    grouping: params.get('ver') === 'posto' ? 'posto' : 'dia',
  };
  const onChange = (next: AgendaState) =>
    setParams(
      { semana: next.week.from, ...(next.posto ? { posto: next.posto } : {}), ...(next.grouping === 'posto' ? { ver: 'posto' } : {}) },
      { replace: true },
    );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.agenda.title} description={m.description} />
      <AgendaView {...state} onChange={onChange} />
    </div>
  );
}
