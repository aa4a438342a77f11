import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminFieldOptionResponse, UpdateFieldOptionRequest } from '@despacha/domain/contracts/field-options';
import { fieldOptionKinds } from '@despacha/domain/options/field-option-kinds';
import { labelOf } from '@despacha/domain/options/option';
import { adminMessages } from '@despacha/domain/admin-messages';
import { maxLengthOfField } from '@despacha/domain/field-max-length';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteFieldOption } from '../api/delete-field-option.ts';
import { useUpdateFieldOption } from '../api/update-field-option.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { fieldOptionFailed } from './field-option-error.ts';
import { Switch } from './switch.tsx';

const f = s.fieldOptions;
const updateFailed = (error: unknown) => fieldOptionFailed(adminMessages.fieldOptionUpdateFailed, error);

/** One option: its columns, the active switch, inline editing and removal (after a confirmation). */
export function FieldOptionRow({ option }: { option: AdminFieldOptionResponse }) {
  const [draft, setDraft] = useState<{ optionValue: string; optionLabel: string; displayOrder: string } | null>(null);
  const update = useUpdateFieldOption();
  const remove = useDeleteFieldOption();
  const name = option.optionLabel;

  const save = () => {
    if (!draft) return;
    const order = Number.parseInt(draft.displayOrder, 10);
    const changes: UpdateFieldOptionRequest = {};
    if (draft.optionValue.trim() && draft.optionValue.trim() !== option.optionValue) changes.optionValue = draft.optionValue.trim();
    if (draft.optionLabel.trim() && draft.optionLabel.trim() !== option.optionLabel) changes.optionLabel = draft.optionLabel.trim();
    if (Number.isInteger(order) && order !== option.displayOrder) changes.displayOrder = order;
    if (Object.keys(changes).length === 0) return setDraft(null);
    update.mutate(
      { id: option.id, data: changes },
      { onSuccess: () => (toast.success(adminMessages.fieldOptionUpdated), setDraft(null)), onError: updateFailed },
    );
  };
  const toggle = (active: boolean) =>
    update.mutate({ id: option.id, data: { active } }, { onSuccess: () => toast.success(adminMessages.fieldOptionUpdated), onError: updateFailed });
  const confirmRemove = () => {
    if (!window.confirm(adminMessages.fieldOptionRemoveConfirm)) return;
    remove.mutate(option.id, {
      onSuccess: () => toast.success(adminMessages.fieldOptionRemoved),
      onError: () => toast.error(adminMessages.error, { description: adminMessages.fieldOptionRemoveFailed }),
    });
  };

  const cell = 'border-b border-slate-100 px-3 py-2 align-middle';
  return (
    <tr className={option.active ? undefined : 'text-slate-500'}>
      <td className={cell}>{labelOf(fieldOptionKinds, option.fieldName, option.fieldName)}</td>
      {draft ? (
        <>
          <td className={cell}>
            <Input
              aria-label={f.editValue(name)}
              maxLength={maxLengthOfField('optionValue')}
              value={draft.optionValue}
              onChange={(e) => setDraft({ ...draft, optionValue: e.target.value })}
            />
          </td>
          <td className={cell}>
            <Input
              aria-label={f.editLabel(name)}
              maxLength={maxLengthOfField('optionLabel')}
              value={draft.optionLabel}
              onChange={(e) => setDraft({ ...draft, optionLabel: e.target.value })}
            />
          </td>
          <td className={cell}>
            <Input
              aria-label={f.editOrder(name)}
              type="number"
              step={1}
              className="w-20"
              value={draft.displayOrder}
              onChange={(e) => setDraft({ ...draft, displayOrder: e.target.value })}
            />
          </td>
        </>
      ) : (
        <>
          <td className={`${cell} font-mono text-xs`}>{option.optionValue}</td>
          <td className={cell}>{option.optionLabel}</td>
          <td className={`${cell} tabular-nums`}>{option.displayOrder}</td>
        </>
      )}
      <td className={cell}>
        <Switch checked={option.active} disabled={update.isPending} onCheckedChange={toggle} label={f.activeSwitch(name)} />
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {draft ? (
          <div className="flex gap-1">
            <Button size="sm" onClick={save} disabled={update.isPending}>
              {f.save}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
              {s.cancel}
            </Button>
          </div>
        ) : (
          <div className="flex gap-1">
            <Button
              size="icon"
              variant="ghost"
              aria-label={f.edit(name)}
              onClick={() => setDraft({ optionValue: option.optionValue, optionLabel: option.optionLabel, displayOrder: String(option.displayOrder) })}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button size="icon" variant="ghost" aria-label={f.remove(name)} disabled={remove.isPending} onClick={confirmRemove}>
              <Trash2 className="size-4 text-red-700" aria-hidden="true" />
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
