import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { dateStrings as s } from './date-strings.ts';

// The month grid loads at the first open: every form with a date field would carry it otherwise.
const Calendar = lazy(() => import('./calendar.tsx').then((m) => ({ default: m.Calendar })));

type CalendarButtonProps = {
  /** The field's label: names the button ("Abrir calendário: Data") and the calendar. */
  label: string;
  /** The ISO day shown as picked, read when the calendar opens; '' for none. */
  value: () => string;
  min?: string;
  max?: string;
  disabled?: boolean;
  onPick: (iso: string) => void;
};

/**
 * The calendar button at the right end of a date field, and its month grid under the field.
 * Place it inside the field's `relative` box. Esc closes the grid (not a dialog around it) and
 * gives the focus back to the button; a click or the focus elsewhere closes it.
 */
export function CalendarButton({ label, value, min, max, disabled, onPick }: CalendarButtonProps) {
  const [open, setOpen] = useState<string | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const calendarId = useId();

  // While the calendar is open, Esc is its own: caught on window, before a dialog around it closes.
  useEffect(() => {
    if (open === null) return;
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(null);
      toggle.current?.focus();
    };
    const pointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(null);
    };
    window.addEventListener('keydown', key, true);
    document.addEventListener('pointerdown', pointer);
    return () => {
      window.removeEventListener('keydown', key, true);
      document.removeEventListener('pointerdown', pointer);
    };
  }, [open]);

  return (
    <span
      ref={box}
      onBlur={(event) => {
        if (open !== null && !box.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-controls={open !== null ? calendarId : undefined}
        disabled={disabled}
        onClick={() => setOpen(open === null ? value() : null)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60"
      >
        <CalendarDays className="size-4" aria-hidden="true" />
        {/* Named by its content, not aria-label: the field's label stays the input's alone. */}
        <span className="sr-only">{`${s.openCalendar}: ${label}`}</span>
      </button>
      {open !== null ? (
        <div
          id={calendarId}
          role="dialog"
          aria-label={label}
          className="absolute top-full left-0 z-30 mt-1 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <Suspense fallback={null}>
            <Calendar
              value={open}
              min={min}
              max={max}
              onPick={(iso) => {
                onPick(iso);
                setOpen(null);
                toggle.current?.focus();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </span>
  );
}
