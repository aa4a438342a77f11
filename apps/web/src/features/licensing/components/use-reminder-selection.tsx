import { useState } from 'react';
import type { LicensingRow } from '@despacha/domain/licensing/contracts';
import { reminderLabels as l } from '@despacha/domain/licensing/reminder-messages';
import { moneyText, parseMoney } from '@despacha/domain/validators/money';
import { displayPlate } from '@despacha/domain/validators/plate';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useLastReminders, useReminderSettings } from '../api/reminders.ts';
import { WhatsappButton } from './whatsapp-button.tsx';

export type ReminderSelection = ReturnType<typeof useReminderSelection>;

/**
 * Row selection and the reminder columns of the Licenciamentos list (decision 066): a checkbox
 * column, and the last reminder (date, channel) with the row's WhatsApp button. Only the rows of the
 * page shown can be selected; the honorários start from the agency's settings.
 */
export function useReminderSelection(rows: readonly LicensingRow[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [typedHonorarios, setHonorarios] = useState<string | null>(null);
  const settings = useReminderSettings();
  const ids = rows.map((r) => r.vehicleId);
  const last = useLastReminders(ids);
  const selected = rows.filter((r) => picked.has(r.vehicleId));
  const honorarios = typedHonorarios ?? (settings.data?.honorarios ? moneyText(settings.data.honorarios) : '');
  const honorariosCents = parseMoney(honorarios || '0');
  const lastOf = new Map((last.data?.items ?? []).map((i) => [i.vehicleId, i]));

  const toggle = (id: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && selected.length === rows.length;

  const selectColumn: DataTableColumn<LicensingRow> = {
    id: 'select',
    header: (
      <input
        type="checkbox"
        aria-label={l.selectPage}
        className="size-4 accent-primary"
        checked={allOnPage}
        onChange={(e) => setPicked(e.target.checked ? new Set(ids) : new Set())}
      />
    ),
    className: 'w-10',
    cell: (r) => (
      <input
        type="checkbox"
        aria-label={l.select(displayPlate(r.placa))}
        className="size-4 accent-primary"
        checked={picked.has(r.vehicleId)}
        onChange={(e) => toggle(r.vehicleId, e.target.checked)}
      />
    ),
  };

  const lastColumn: DataTableColumn<LicensingRow> = {
    id: 'lastReminder',
    header: l.lastReminder,
    className: 'whitespace-nowrap',
    cell: (r) => {
      const item = lastOf.get(r.vehicleId);
      return (
        <div className="flex items-center gap-2">
          <span>{item ? `${formatDate(item.sentAt)} · ${l.channel[item.channel]}${item.automatic ? ` (${l.automatic})` : ''}` : l.never}</span>
          {r.mobileReachable ? <WhatsappButton vehicleId={r.vehicleId} plate={displayPlate(r.placa)} honorariosCents={honorariosCents} /> : null}
        </div>
      );
    },
  };

  return {
    selected,
    clear: () => setPicked(new Set()),
    honorarios,
    honorariosCents,
    setHonorarios,
    licensingFee: settings.data ? settings.data.licensingFee : undefined,
    selectColumn,
    lastColumn,
  };
}
