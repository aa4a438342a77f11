import { AlertTriangle, CalendarCheck, CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgendaDeadline, AgendaVistoria } from '@despacha/domain/agenda/contracts';
import { agendaMessages as m } from '@despacha/domain/agenda/messages';
import { maskPlate } from '@despacha/domain/masks';
import { formatBrDate } from '@despacha/domain/validators/date';
import { cn } from '../../../lib/cn.ts';
import { registryRecordLink } from '../../../lib/registry-links.ts';

const tagTones = {
  late: 'border-red-300 bg-red-50 text-red-800',
  today: 'border-primary/40 bg-primary-soft text-primary',
  done: 'border-emerald-300 bg-emerald-50 text-emerald-800',
} as const;

/** A state in words with an icon, so it never rests on colour alone. */
function Tag({ tone, icon, children }: { tone: keyof typeof tagTones; icon: ReactNode; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', tagTones[tone])}>
      {icon}
      {children}
    </span>
  );
}

const rowLink =
  'flex flex-col gap-1 rounded-md px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary sm:flex-row sm:items-start sm:justify-between sm:gap-4';
const iconClass = 'size-3.5';

type VistoriaItemProps = {
  item: AgendaVistoria;
  today: string;
  /** In a day's list the day is the heading; elsewhere (by posto, late) the row says it. */
  showDate: boolean;
  showPosto: boolean;
};

/** One vistoria; the whole row opens its service in Cadastro do Sistema. */
export function VistoriaItem({ item, today, showDate, showPosto }: VistoriaItemProps) {
  const when = [showDate ? formatBrDate(item.data) : null, item.hora || m.noTime].filter(Boolean).join(' · ');
  const where = [item.ownerName, showPosto ? item.posto || m.noPosto : null].filter(Boolean).join(' · ');
  return (
    <li className={cn('border-l-4', item.late ? 'border-red-500' : item.data === today ? 'border-primary' : 'border-transparent')}>
      <Link to={registryRecordLink(item.vehicleId, item.serviceId)} className={rowLink}>
        <span className="flex min-w-0 gap-3">
          <span className="w-24 shrink-0 text-sm font-semibold tabular-nums text-slate-900">{when}</span>
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{m.serviceLine(item.number, maskPlate(item.placa), item.servico)}</span>
            <span className="block text-sm text-slate-600">{where}</span>
            {item.conclusao ? <span className="block text-sm text-slate-600">{m.concluded(item.conclusao)}</span> : null}
          </span>
        </span>
        <span className="flex shrink-0 flex-wrap gap-1">
          {item.data === today ? (
            <Tag tone="today" icon={<CalendarCheck aria-hidden="true" className={iconClass} />}>
              {m.today}
            </Tag>
          ) : null}
          {item.late ? (
            <Tag tone="late" icon={<AlertTriangle aria-hidden="true" className={iconClass} />}>
              {m.late}
            </Tag>
          ) : null}
          {item.conclusao ? (
            <Tag tone="done" icon={<CheckCircle2 aria-hidden="true" className={iconClass} />}>
              {m.concludedTag}
            </Tag>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** One service's deadline and where it comes from (its prazo, or the catalog's law and the day counted from). */
export function DeadlineItem({ item, today, showDate }: { item: AgendaDeadline; today: string; showDate: boolean }) {
  const source =
    item.source === 'prazo'
      ? m.servicePrazo
      : [m.catalogPrazo(item.basis), item.referenceDate ? m.countedFrom(formatBrDate(item.referenceDate)) : null].filter(Boolean).join(' · ');
  return (
    <li className={cn('border-l-4', item.late ? 'border-red-500' : item.deadline === today ? 'border-primary' : 'border-transparent')}>
      <Link to={registryRecordLink(item.vehicleId, item.serviceId)} className={rowLink}>
        <span className="flex min-w-0 gap-3">
          {showDate ? <span className="w-24 shrink-0 text-sm font-semibold tabular-nums text-slate-900">{formatBrDate(item.deadline)}</span> : null}
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{m.serviceLine(item.number, maskPlate(item.placa), item.servico)}</span>
            <span className="block text-sm text-slate-600">{item.ownerName}</span>
            <span className="block text-xs text-slate-500">{source}</span>
          </span>
        </span>
        <span className="flex shrink-0 flex-wrap gap-1">
          {item.deadline === today ? (
            <Tag tone="today" icon={<Clock aria-hidden="true" className={iconClass} />}>
              {m.dueToday}
            </Tag>
          ) : null}
          {item.late ? (
            <Tag tone="late" icon={<AlertTriangle aria-hidden="true" className={iconClass} />}>
              {m.lateDeadline}
            </Tag>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
