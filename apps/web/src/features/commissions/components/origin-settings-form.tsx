import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { OriginSettingsData, OriginSettingsResponse } from '@despacha/domain/commissions/contracts';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { COMMISSION_RULES_MAX, commissionDirections } from '@despacha/domain/commissions/options';
import { TEXT } from '@despacha/domain/limits';
import type { Option } from '@despacha/domain/options/option';
import { formatPhone } from '@despacha/domain/validators/phone';
import { moneyText } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateOriginSettings } from '../api/update-origin-settings.ts';
import { commissionStrings as s } from '../strings.ts';
import { DefaultRule, TypeRule, type RuleValues, type SettingsValues } from './rule-fields.tsx';

/** "12,5" for 1250 basis points: the percentage as typed, without the sign. */
const percentText = (bp: number) => (bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

const newRule = (servico: string): RuleValues => ({ servico, mode: 'percent', percent: '', amount: '' });

function toFormValues(settings: OriginSettingsResponse): SettingsValues {
  const rules = settings.rules.map((r) => ({
    servico: r.servico,
    mode: r.mode,
    percent: r.mode === 'percent' ? percentText(r.percentBp) : '',
    amount: r.mode === 'fixed' ? moneyText(r.amountCents) : '',
  }));
  // The default rule always comes first (servico ''): the form shows it apart from the per-type ones.
  const fallback = rules.find((r) => r.servico === '') ?? newRule('');
  return {
    contatoNome: settings.contatoNome,
    contatoTelefone: settings.contatoTelefone ? formatPhone(settings.contatoTelefone) : '',
    contatoEmail: settings.contatoEmail,
    direction: settings.direction,
    rules: [fallback, ...rules.filter((r) => r.servico !== '')],
  };
}

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<SettingsValues, OriginSettingsData>(() =>
  import('@despacha/domain/commissions/contracts').then((c) => c.originSettingsRequest),
);
// Without commission the rules are neither shown nor sent (nothing hidden can block the save); the server keeps the stored ones.
const resolver: Resolver<SettingsValues, unknown, OriginSettingsData> = (values, context, options) =>
  validation.resolver(values.direction === 'none' ? { ...values, rules: [] } : values, context, options);

type Props = { settings: OriginSettingsResponse; serviceTypes: readonly Option[]; onDone: () => void };

/** Configurar: the origin's contact and the commission on the services it brings (PUT settings). */
export function OriginSettingsForm({ settings, serviceTypes, onDone }: Props) {
  const form = useForm<SettingsValues, unknown, OriginSettingsData>({ resolver, defaultValues: toFormValues(settings) });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors } = formState;
  // Inside the Dialog: Esc, the X and a click outside ask before the typed work is lost.
  useLeaveGuard(formState.isDirty);
  const rules = useFieldArray({ control, name: 'rules' });
  const direction = useWatch({ control, name: 'direction' });
  const save = useUpdateOriginSettings();

  const submit = handleSubmit((data) =>
    save.mutate(
      { originId: settings.originId, data },
      {
        onSuccess: () => {
          toast.success(m.settingsSaved);
          onDone();
        },
        // The typed values stay; the server's messages go under their fields ("rules.2.servico").
        onError: (error) => {
          if (isApiError(error))
            for (const [field, message] of Object.entries(error.fields)) setError(field as keyof SettingsValues, { type: 'server', message });
          toast.error(errorText(error, s.saveFailed));
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-5">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{m.contact}</legend>
          <TextField
            label={m.contactName}
            autoComplete="off"
            maxLength={TEXT.name}
            className="sm:col-span-2"
            error={errors.contatoNome?.message}
            {...register('contatoNome')}
          />
          <MaskedTextField
            mask="phone"
            type="tel"
            label={m.contactPhone}
            placeholder="(21) 99999-9999"
            error={errors.contatoTelefone?.message}
            {...register('contatoTelefone')}
          />
          <TextField
            label={m.contactEmail}
            type="email"
            autoComplete="off"
            maxLength={TEXT.email}
            error={errors.contatoEmail?.message}
            {...register('contatoEmail')}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{m.commission}</legend>
          <SelectField label={m.direction} options={commissionDirections} error={errors.direction?.message} {...register('direction')} />
          {direction === 'none' ? null : (
            <>
              <DefaultRule />
              <section aria-label={m.typeRules} className="flex flex-col gap-3">
                <h3 className="text-sm font-semibold text-slate-800">{m.typeRules}</h3>
                {rules.fields.length > 1 ? (
                  <ul className="flex flex-col gap-3">
                    {rules.fields.map((field, index) =>
                      index === 0 ? null : (
                        <TypeRule key={field.id} index={index} position={index} serviceTypes={serviceTypes} onRemove={() => rules.remove(index)} />
                      ),
                    )}
                  </ul>
                ) : null}
                {errors.rules?.root?.message || errors.rules?.message ? (
                  <p className="text-sm text-red-600">{errors.rules.root?.message ?? errors.rules.message}</p>
                ) : null}
                <div>
                  <Button variant="outline" size="sm" disabled={rules.fields.length >= COMMISSION_RULES_MAX} onClick={() => rules.append(newRule(''))}>
                    <Plus aria-hidden="true" className="size-4" />
                    {m.addTypeRule}
                  </Button>
                </div>
              </section>
            </>
          )}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            {s.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? s.saving : s.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
