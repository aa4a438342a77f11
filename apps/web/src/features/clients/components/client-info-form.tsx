import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ClientDetailResponse, UpdateClientData, UpdateClientRequest } from '@despacha/domain/contracts/clients';
import { adminMessages as m, clientMessages } from '@despacha/domain/admin-messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { leaveWithoutAsking, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { clientPath } from '../paths.ts';
import { clientStrings as s } from '../strings.ts';
import { ClientAddressFields, ClientBasicFields, type ClientFieldValues } from './client-fields.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const toFormValues = (c: ClientDetailResponse): UpdateClientRequest => ({
  name: c.name,
  email: c.email,
  phone: c.phone ?? '',
  cnpj: c.cnpj,
  address: c.address ?? '',
  city: c.city ?? '',
  state: c.state ?? '',
  zipCode: c.zipCode ?? '',
  additionalUsers: c.additionalUsers,
});

const fieldNames = ['name', 'email', 'phone', 'cnpj', 'address', 'city', 'state', 'zipCode', 'additionalUsers'] as const;
const isFieldName = (key: string): key is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(key);

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<UpdateClientRequest, UpdateClientData>(() =>
  import('@despacha/domain/contracts/clients').then((contracts) => contracts.updateClientRequest),
);

/** The client's own fields: read-only on the detail, editable on /edit (save or cancel). */
export function ClientInfoForm({ client, editing }: { client: ClientDetailResponse; editing: boolean }) {
  const navigate = useNavigate();
  const update = useUpdateClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<UpdateClientRequest, unknown, UpdateClientData>({
    resolver: validation.resolver,
    defaultValues: toFormValues(client),
  });
  const { errors } = formState;
  // Saved or cancelled: the edits are done with, leaving them does not ask.
  const leaveEditing = () => leaveWithoutAsking(() => void navigate(clientPath(client.id)));
  useLeaveGuard(editing && formState.isDirty);

  const submit = handleSubmit((data) =>
    update.mutate(
      { id: client.id, data },
      {
        onSuccess: (saved) => {
          reset(toFormValues(saved));
          toast.success(m.clientUpdated);
          leaveEditing();
        },
        onError: (error) => {
          if (isApiError(error)) for (const [k, message] of Object.entries(error.fields)) if (isFieldName(k)) setError(k, { type: 'server', message });
          const known = isApiError(error) && error.status < 500 && error.hasServerMessage;
          toast.error(m.error, { description: known ? error.message : clientMessages.clientUpdateFailed });
        },
      },
    ),
  );
  const cancel = () => {
    reset(toFormValues(client));
    leaveEditing();
  };

  const fieldProps = {
    register: register as unknown as Parameters<typeof ClientBasicFields>[0]['register'],
    errors: errors as FieldErrors<ClientFieldValues>,
    disabled: !editing,
  };
  return (
    <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-6">
      <ClientBasicFields {...fieldProps} />
      <ClientAddressFields {...fieldProps} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={s.form.additionalUsers}
          type="number"
          min={0}
          inputMode="numeric"
          disabled={!editing}
          error={errors.additionalUsers?.message}
          {...register('additionalUsers')}
        />
      </div>
      {editing ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={cancel} disabled={update.isPending}>
            {s.detail.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={update.isPending}>
            {update.isPending ? s.detail.saving : s.detail.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
