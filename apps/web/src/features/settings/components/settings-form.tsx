import { useEffect, useState, type FormEvent } from 'react';
import type { AllSettings, SettingsTab } from '@despacha/domain/settings/defaults';
import { settingsToasts } from '@despacha/domain/settings/messages';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSettings } from '../api/settings-api.ts';
import { settingsStrings as s } from '../strings.ts';

type Values = Record<string, string | boolean>;

/** Switches that cannot be turned on yet (issue 16 item 3): shown, never offered. */
const UNAVAILABLE = new Set<string>();

const toValues = (settings: object): Values =>
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, typeof v === 'number' ? String(v) : (v as string | boolean)]));

/** Numbers go as typed digits; anything else becomes NaN (sent as null) and the server names the field. */
function toBody(values: Values, initial: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(initial).map(([k, v]) => {
      const value = values[k];
      if (typeof v === 'number') return [k, /^\d{1,6}$/.test(String(value).trim()) ? Number(value) : null];
      return [k, typeof value === 'string' ? value.trim() : value];
    }),
  );
}

/**
 * One Configurações tab: its fields in the order of the labels, one Salvar, the spec's toast
 * ('Configurações salvas', 'Segurança atualizada', 'Notificações atualizadas') and the server's
 * message under each field it refused.
 */
type Props<T extends SettingsTab> = { tab: T; initial: AllSettings[T]; note?: string; onDirtyChange?: (dirty: boolean) => void };

export function SettingsForm<T extends SettingsTab>({ tab, initial, note, onDirtyChange }: Props<T>) {
  const save = useSaveSettings(tab);
  // What the server holds: the form is dirty while its values differ from it.
  const [stored, setStored] = useState<Values>(() => toValues(initial));
  const [values, setValues] = useState<Values>(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = s.fields[tab] as Record<string, { label: string; hint?: string }>;
  const dirty = Object.keys(stored).some((k) => values[k] !== stored[k]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useLeaveGuard(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    // Saying "saved" for a form that changed nothing would hide a change typed elsewhere.
    if (!dirty) return toast.info(s.nothingChanged);
    save.mutate(toBody(values, initial) as AllSettings[T], {
      onSuccess: (saved) => {
        const now = toValues(saved.settings);
        setStored(now);
        setValues(now);
        toast.success(settingsToasts[tab], saved.changed.length ? undefined : { description: s.nothingChanged });
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
        toast.error(s.saveErrorTitle, { description: error.message });
      },
    });
  };

  const entries = Object.entries(initial) as [string, unknown][];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {note ? <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{note}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {entries
          .filter(([, v]) => typeof v !== 'boolean')
          .map(([key, v]) => (
            <TextField
              key={key}
              name={key}
              label={fields[key]!.label}
              hint={fields[key]!.hint}
              error={errors[key]}
              type={key === 'supportEmail' ? 'email' : 'text'}
              inputMode={typeof v === 'number' ? 'numeric' : undefined}
              value={String(values[key] ?? '')}
              onChange={(e) => setValues((old) => ({ ...old, [key]: e.target.value }))}
            />
          ))}
      </div>
      <div className="grid gap-1 sm:grid-cols-2">
        {entries
          .filter(([, v]) => typeof v === 'boolean')
          .map(([key]) => (
            <CheckboxField
              key={key}
              name={key}
              label={fields[key]!.label}
              hint={fields[key]!.hint}
              error={errors[key]}
              disabled={UNAVAILABLE.has(key)}
              checked={values[key] === true}
              onChange={(e) => setValues((old) => ({ ...old, [key]: e.target.checked }))}
            />
          ))}
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? s.saving : s.save}
      </Button>
    </form>
  );
}
