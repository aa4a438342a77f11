import { useForm } from 'react-hook-form';
import type { OriginData, OriginRequest, OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { registryMessages } from '@despacha/domain/contracts/registry/messages';
import { formatMessages } from '@despacha/domain/messages';
import { formatBrDate, todayBr } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateOrigin } from '../api/create-origin.ts';
import { useUpdateOrigin } from '../api/update-origin.ts';
import { originStrings as s } from '../strings.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../../lib/error-text.ts';

type FormValues = OriginRequest;
const fieldNames = Object.keys(s.fields) as (keyof FormValues)[];
const isFieldName = (key: string): key is keyof FormValues => (fieldNames as string[]).includes(key);

function toFormValues(origin: OriginResponse | undefined): FormValues {
  if (!origin) {
    const empty: FormValues = Object.fromEntries(fieldNames.map((name) => [name, ''])) as FormValues;
    return { ...empty, dataCadastro: todayBr() };
  }
  const { id: _id, createdAt: _createdAt, dataCadastro, ...fields } = origin;
  return { ...fields, dataCadastro: dataCadastro ? formatBrDate(dataCadastro) : '' };
}

type OriginFormProps = { origin?: OriginResponse; onSaved: (origin: OriginResponse) => void; onCancel: () => void };

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<FormValues, OriginData>(() =>
  import('@despacha/domain/contracts/registry/origin').then((contracts) => contracts.originRequest),
);

/** The company form of Origem dos Serviços: POST for a new origin, PUT for an existing one. */
export function OriginForm({ origin, onSaved, onCancel }: OriginFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, OriginData>({
    resolver: validation.resolver,
    defaultValues: toFormValues(origin),
  });
  const { errors } = formState;
  useLeaveGuard(formState.isDirty);
  // The contract's cep is a union ('' or a CEP) whose failure reads "Invalid input: expected """;
  // every client-side way to fail it means the same thing.
  const cepError = errors.cep && errors.cep.type !== 'server' ? formatMessages.cepInvalid : errors.cep?.message;
  const create = useCreateOrigin();
  const update = useUpdateOrigin();
  const pending = create.isPending || update.isPending;

  const onSuccess = (saved: OriginResponse) => {
    toast.success(registryMessages.originSaved);
    onSaved(saved);
  };
  // The typed values stay in the form; the server's messages go under their fields.
  const onError = (error: unknown) => {
    if (!isApiError(error)) return toast.error(registryMessages.saveFailed);
    for (const [field, message] of Object.entries(error.fields)) {
      if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
    toast.error(errorText(error, registryMessages.saveFailed));
  };
  const submit = handleSubmit((data) => {
    if (origin) update.mutate({ id: origin.id, data }, { onSuccess, onError });
    else create.mutate(data, { onSuccess, onError });
  });

  const f = s.fields;
  const p = s.placeholders;
  return (
    <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-6 lg:grid-cols-12">
        <TextField
          label={f.nomeEmpresa}
          autoFocus
          aria-required="true"
          autoComplete="organization"
          className="sm:col-span-6 lg:col-span-5"
          error={errors.nomeEmpresa?.message}
          {...register('nomeEmpresa')}
        />
        <TextField label={f.razaoSocial} className="sm:col-span-6 lg:col-span-4" error={errors.razaoSocial?.message} {...register('razaoSocial')} />
        <MaskedTextField
          mask="cnpj"
          label={f.cnpj}
          placeholder={p.cnpj}
          className="sm:col-span-3 lg:col-span-3"
          error={errors.cnpj?.message}
          {...register('cnpj')}
        />
        <TextField
          label={f.endereco}
          autoComplete="address-line1"
          className="sm:col-span-6 lg:col-span-6"
          error={errors.endereco?.message}
          {...register('endereco')}
        />
        <TextField label={f.numero} className="sm:col-span-2 lg:col-span-2" error={errors.numero?.message} {...register('numero')} />
        <TextField
          label={f.complemento}
          autoComplete="address-line2"
          className="sm:col-span-4 lg:col-span-4"
          error={errors.complemento?.message}
          {...register('complemento')}
        />
        <MaskedTextField
          mask="cep"
          label={f.cep}
          placeholder={p.cep}
          autoComplete="postal-code"
          className="sm:col-span-2 lg:col-span-2"
          error={cepError}
          {...register('cep')}
        />
        <TextField label={f.bairro} className="sm:col-span-4 lg:col-span-4" error={errors.bairro?.message} {...register('bairro')} />
        <TextField
          label={f.municipio}
          autoComplete="address-level2"
          className="sm:col-span-3 lg:col-span-3"
          error={errors.municipio?.message}
          {...register('municipio')}
        />
        <MaskedTextField
          mask="phone"
          type="tel"
          label={f.telefone}
          placeholder={p.telefone}
          autoComplete="tel"
          className="sm:col-span-3 lg:col-span-3"
          error={errors.telefone?.message}
          {...register('telefone')}
        />
        <TextField
          label={f.email}
          type="email"
          autoComplete="email"
          className="sm:col-span-4 lg:col-span-6"
          error={errors.email?.message}
          {...register('email')}
        />
        <MaskedTextField
          mask="date"
          label={f.dataCadastro}
          placeholder={p.dataCadastro}
          className="sm:col-span-2 lg:col-span-3"
          error={errors.dataCadastro?.message}
          {...register('dataCadastro')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {s.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? s.saving : s.save}
        </Button>
      </div>
    </form>
  );
}
