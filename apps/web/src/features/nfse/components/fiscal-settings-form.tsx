import { useForm } from 'react-hook-form';
import type { NfseSettings, NfseSettingsBody, NfseSettingsInput } from '@despacha/domain/nfse/contracts';
import { formatRateBp, nfseRegimeLabels, nfseRegimeValues } from '@despacha/domain/nfse/settings';
import { nfseSettingsMessages as s } from '@despacha/domain/nfse/settings-messages';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveNfseSettings } from '../api.ts';

// zod and the contract load at the form's first key or pointer press (decision 009).
const validation = lazyZodResolver<NfseSettingsInput, NfseSettingsBody>(() => import('@despacha/domain/nfse/contracts').then((c) => c.nfseSettingsBody));
const fieldNames = ['cnpj', 'inscricaoMunicipal', 'municipioIbge', 'regime', 'cTribNac', 'nbs', 'issRateBp', 'series', 'staffMayIssue'] as const;
const isFieldName = (key: string): key is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(key);
const regimeOptions = nfseRegimeValues.map((value) => ({ value, label: nfseRegimeLabels[value] }));

/** The form's text values of what the server holds (the rate as "5,00", the CNPJ punctuated). */
const formValues = (v: NfseSettings): NfseSettingsInput => ({
  ...v,
  cnpj: v.cnpj ? displayCnpj(v.cnpj) : '',
  regime: (v.regime ?? '') as NfseSettingsInput['regime'],
  issRateBp: v.issRateBp === null ? '' : formatRateBp(v.issRateBp),
});

/** CNPJ, inscrição, município, regime, codes, ISS rate and series of the agency's NFS-e, and whether staff issue it. */
export function FiscalSettingsForm({ initial, canEdit }: { initial: NfseSettings; canEdit: boolean }) {
  const save = useSaveNfseSettings();
  const { register, handleSubmit, setError, reset, formState } = useForm<NfseSettingsInput, unknown, NfseSettingsBody>({
    resolver: validation.resolver,
    defaultValues: formValues(initial),
  });
  const { errors } = formState;
  useLeaveGuard(formState.isDirty);
  const submit = handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (saved) => {
        reset(formValues(saved.settings));
        toast.success(s.saved);
      },
      onError: (error) => {
        if (!isApiError(error)) return toast.error(s.failed);
        for (const [field, message] of Object.entries(error.fields)) if (isFieldName(field)) setError(field, { type: 'server', message });
        toast.error(errorText(error, s.failed));
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDownCapture={validation.preload}
      onPointerDownCapture={validation.preload}
      className="flex max-w-2xl flex-col gap-4"
    >
      <fieldset disabled={!canEdit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={s.cnpj} maxLength={18} autoComplete="off" error={errors.cnpj?.message} {...register('cnpj')} />
        <TextField
          label={s.inscricaoMunicipal}
          maxLength={20}
          autoComplete="off"
          error={errors.inscricaoMunicipal?.message}
          {...register('inscricaoMunicipal')}
        />
        <TextField
          label={s.municipio}
          hint={s.municipioHint}
          inputMode="numeric"
          maxLength={7}
          error={errors.municipioIbge?.message}
          {...register('municipioIbge')}
        />
        <SelectField label={s.regime} placeholder="Selecione" options={regimeOptions} error={errors.regime?.message} {...register('regime')} />
        <TextField label={s.cTribNac} hint={s.cTribNacHint} maxLength={8} error={errors.cTribNac?.message} {...register('cTribNac')} />
        <TextField label={s.nbs} hint={s.nbsHint} maxLength={12} error={errors.nbs?.message} {...register('nbs')} />
        <TextField label={s.issRate} hint={s.issRateHint} inputMode="decimal" maxLength={6} error={errors.issRateBp?.message} {...register('issRateBp')} />
        <TextField label={s.series} hint={s.seriesHint} inputMode="numeric" maxLength={5} error={errors.series?.message} {...register('series')} />
        {/* Who issues (decision 075): the dispatcher, and staff only when this is on. */}
        <CheckboxField
          className="sm:col-span-2"
          label={s.staffMayIssue}
          hint={s.staffMayIssueHint}
          error={errors.staffMayIssue?.message}
          {...register('staffMayIssue')}
        />
      </fieldset>
      {canEdit ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {s.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
