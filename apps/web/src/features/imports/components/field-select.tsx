import type { ImportFieldKey } from '@despacha/domain/imports/field-keys';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { selectClasses } from '../../../components/ui/select-field.tsx';
import { fieldGroups } from '../mapping.ts';

type FieldSelectProps = {
  id: string;
  label: string;
  value: ImportFieldKey | null;
  onChange: (value: ImportFieldKey | null) => void;
  /** Id of the message under the select (the duplicate warning), when there is one. */
  messageId?: string;
  invalid: boolean;
};

const IGNORE = '';

/** The fields a column can fill, grouped by Proprietário, Veículo and Serviço, after "Ignorar esta coluna". */
export function FieldSelect({ id, label, value, onChange, messageId, invalid }: FieldSelectProps) {
  return (
    <select
      id={id}
      aria-label={label}
      className={selectClasses}
      value={value ?? IGNORE}
      aria-invalid={invalid || undefined}
      aria-describedby={messageId}
      onChange={(event) => onChange(event.target.value === IGNORE ? null : (event.target.value as ImportFieldKey))}
    >
      <option value={IGNORE}>{s.ignore}</option>
      {fieldGroups.map((group) => (
        <optgroup key={group.entity} label={group.label}>
          {group.fields.map((field) => (
            <option key={field.key} value={field.key}>
              {field.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
