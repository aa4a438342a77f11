import { useState, type FormEvent } from 'react';
import { auditActionLabels, auditActions, auditMessages as m } from '@despacha/domain/audit/messages';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { emptyAuditFilters, useAuditAgencies, useAuditPeople, type AuditArea, type AuditFilterValues } from '../api.ts';
import { recordKinds } from './audit-labels.ts';

type Props = { area: AuditArea; value: AuditFilterValues; onApply: (filters: AuditFilterValues) => void; errors: Record<string, string> };

const actionOptions = auditActions.map((a) => ({ value: a, label: auditActionLabels[a] }));

/**
 * Person, action, record (kind and code, or a CPF/CNPJ/plate) and period; the admin also picks an
 * agency or the platform's own events. Applied with Filtrar, so typing does not query on every key.
 */
export function AuditFilters({ area, value, onApply, errors }: Props) {
  const [draft, setDraft] = useState<AuditFilterValues>(value);
  const people = useAuditPeople(area, draft.agency);
  const agencies = useAuditAgencies(area === 'platform');
  const set = (key: keyof AuditFilterValues) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const agencyOptions = [{ value: 'platform', label: m.platformOnly }, ...(agencies.data?.items.map((a) => ({ value: a.id, label: a.name })) ?? [])];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.apply}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {area === 'platform' ? (
        <SelectField
          label={m.filterAgency}
          name="agency"
          placeholder={m.anyFem}
          options={agencyOptions}
          value={draft.agency}
          onChange={(e) => setDraft((d) => ({ ...d, agency: e.target.value, actor: '' }))}
        />
      ) : null}
      <SelectField
        label={m.filterActor}
        name="actor"
        placeholder={m.anyFem}
        options={people.data?.items.map((p) => ({ value: p.id, label: p.name })) ?? []}
        value={draft.actor}
        onChange={set('actor')}
        error={errors.actor}
      />
      <SelectField
        label={m.filterAction}
        name="action"
        placeholder={m.anyFem}
        options={actionOptions}
        value={draft.action}
        onChange={set('action')}
        error={errors.action}
      />
      <SelectField
        label={m.filterEntity}
        name="entity"
        placeholder={m.any}
        options={recordKinds}
        value={draft.entity}
        onChange={set('entity')}
        error={errors.entity}
      />
      <TextField label={m.filterEntityId} name="entityId" maxLength={100} value={draft.entityId} onChange={set('entityId')} error={errors.entityId} />
      <TextField label={m.filterSearch} name="q" maxLength={100} autoComplete="off" value={draft.q} onChange={set('q')} error={errors.q} />
      <DateField label={m.filterFrom} name="from" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} error={errors.from} />
      <DateField label={m.filterTo} name="to" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} error={errors.to} />
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{m.apply}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(emptyAuditFilters);
            onApply(emptyAuditFilters);
          }}
        >
          {m.clear}
        </Button>
      </div>
    </form>
  );
}
