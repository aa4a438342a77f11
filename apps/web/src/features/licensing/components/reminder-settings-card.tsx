import { useState } from 'react';
import { isDispatcher } from '@despacha/domain/roles';
import { reminderLabels as l } from '@despacha/domain/licensing/reminder-messages';
import type { ReminderSettingsResponse } from '@despacha/domain/licensing/reminders';
import { moneyText } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSignedIn } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminders.ts';

function SettingsForm({ saved }: { saved: ReminderSettingsResponse }) {
  const save = useSaveReminderSettings();
  const [autoMonthly, setAuto] = useState(saved.autoMonthly);
  const [honorarios, setHonorarios] = useState(saved.honorarios ? moneyText(saved.honorarios) : '');
  const [error, setError] = useState('');
  const submit = () => {
    setError('');
    save.mutate(
      { autoMonthly, honorarios },
      {
        onSuccess: () => toast.success(l.settingsSaved),
        onError: (err) => setError(errorText(err, l.settingsFailed, 'honorarios')),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <CheckboxField label={l.autoMonthly} checked={autoMonthly} onChange={(e) => setAuto(e.target.checked)} />
      <MaskedTextField
        className="w-48"
        label={l.honorarios}
        name="settings-honorarios"
        mask="money"
        placeholder="0,00"
        value={honorarios}
        onChange={(e) => setHonorarios(e.target.value)}
        error={error || undefined}
        hint={l.fee(saved.licensingFee)}
      />
      <Button variant="outline" onClick={submit} disabled={save.isPending} className="mb-6">
        {l.saveSettings}
      </Button>
    </div>
  );
}

/** The agency's monthly reminder switch (off by default) and its honorários; a dispatcher's setting. */
export function ReminderSettingsCard() {
  const { me } = useSignedIn();
  const settings = useReminderSettings();
  if (!isDispatcher(me.profile.role) || !settings.data) return null;
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">{l.settingsTitle}</summary>
      <div className="mt-3">
        <SettingsForm saved={settings.data} />
      </div>
    </details>
  );
}
