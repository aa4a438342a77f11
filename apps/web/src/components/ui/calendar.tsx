import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { agencyToday, shiftDay } from '@despacha/domain/agency-calendar';
import { cn } from '../../lib/cn.ts';
import { dateStrings as s } from './date-strings.ts';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const monthTitle = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeZone: 'UTC' });

/** The same day `months` later, or that month's last day when it is shorter (31/01 → 28/02). */
function shiftMonth(iso: string, months: number): string {
  const d = utc(iso);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months + 1, 0));
  last.setUTCDate(Math.min(d.getUTCDate(), last.getUTCDate()));
  return last.toISOString().slice(0, 10);
}

const clamp = (iso: string, min?: string, max?: string) => (min && iso < min ? min : max && iso > max ? max : iso);

/** The weeks of the month `iso` falls in, Sunday first; null pads the first and the last week. */
function weeksOf(iso: string): (string | null)[][] {
  const month = iso.slice(0, 7);
  const days: (string | null)[] = Array<null>(utc(`${month}-01`).getUTCDay()).fill(null);
  for (let day = `${month}-01`; day.startsWith(month); day = shiftDay(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

const moves: Record<string, (iso: string) => string> = {
  ArrowLeft: (d) => shiftDay(d, -1),
  ArrowRight: (d) => shiftDay(d, 1),
  ArrowUp: (d) => shiftDay(d, -7),
  ArrowDown: (d) => shiftDay(d, 7),
  PageUp: (d) => shiftMonth(d, -1),
  PageDown: (d) => shiftMonth(d, 1),
  Home: (d) => shiftDay(d, -utc(d).getUTCDay()),
  End: (d) => shiftDay(d, 6 - utc(d).getUTCDay()),
};

type CalendarProps = { value: string; min?: string; max?: string; onPick: (iso: string) => void };

/**
 * A month of days to pick one from (ISO 'AAAA-MM-DD'). Opens on the chosen day, or today; the
 * arrows move by day and week, Page Up/Down by month, Enter picks. Days outside min/max are off.
 */
export function Calendar({ value, min, max, onPick }: CalendarProps) {
  const today = agencyToday();
  const [focus, setFocus] = useState(() => clamp(value || today, min, max));
  const grid = useRef<HTMLTableElement>(null);
  // The keyboard moved the focused day: take the focus there (not when a month button was used).
  const follow = useRef(true);
  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus]);

  const keyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    follow.current = true;
    setFocus(clamp(move(focus), min, max));
  };
  const month = focus.slice(0, 7);
  const title = monthTitle.format(utc(focus));
  const navClass = 'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary';

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={s.previousMonth}
          className={navClass}
          disabled={!!min && month <= min.slice(0, 7)}
          onClick={() => setFocus(clamp(shiftMonth(focus, -1), min, max))}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <p aria-live="polite" className="text-sm font-semibold text-slate-900">
          {title}
        </p>
        <button
          type="button"
          aria-label={s.nextMonth}
          className={navClass}
          disabled={!!max && month >= max.slice(0, 7)}
          onClick={() => setFocus(clamp(shiftMonth(focus, 1), min, max))}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} aria-label={title} className="w-full border-collapse text-center text-sm" onKeyDown={keyDown}>
        <thead>
          <tr>
            {s.weekdays.map((name) => (
              <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-medium text-slate-500">
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(focus).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day ? (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focus ? 0 : -1}
                      aria-label={fullDay.format(utc(day))}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      disabled={(!!min && day < min) || (!!max && day > max)}
                      onClick={() => onPick(day)}
                      className={cn(
                        'size-9 rounded-md text-slate-800 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-30',
                        'focus-visible:outline-2 focus-visible:outline-primary',
                        day === today && 'font-semibold text-primary ring-1 ring-primary/40',
                        day === value && 'bg-primary text-white hover:bg-primary-hover',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`${w}-${d}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
