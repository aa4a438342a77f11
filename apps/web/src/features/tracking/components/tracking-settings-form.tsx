import { useForm } from 'react-hook-form';
import type { TrackingSettingsBody, TrackingSettingsResponse } from '@despacha/domain/tracking/contracts';
import { trackingMessages as s } from '@despacha/domain/tracking/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveTrackingSettings, useTrackingSettings } from '../api.ts';
import { errorText } from '../../../lib/error-text.ts';

// zod and the contract load at the form's first key or pointer press (decision 009).
const validation = lazyZodResolver<TrackingSettingsBody, TrackingSettingsBody>(() =>
  import('@despacha/domain/tracking/contracts').then((c) => c.trackingSettingsBody),
);
const fieldNames = ['pixKey', 'pixMerchantName', 'pixMerchantCity', 'notifyEmail'] as const;
const isFieldName = (key: string): key is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(key);

/** The agency's PIX key shown to its customers and the switch of the customer e-mails. */
export function TrackingSettings({ canEdit }: { canEdit: boolean }) {
  const settings = useTrackingSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.settingsTitle}</CardTitle>
        <CardDescription>{s.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {s.loadFailed}
          </p>
        ) : (
          <SettingsForm initial={settings.data} canEdit={canEdit} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ initial, canEdit }: { initial: TrackingSettingsResponse; canEdit: boolean }) {
  const save = useSaveTrackingSettings();
  const { register, handleSubmit, setError, reset, formState } = useForm<TrackingSettingsBody, unknown, TrackingSettingsBody>({
    resolver: validation.resolver,
    defaultValues: initial,
  });
  const { errors } = formState;
  useLeaveGuard(formState.isDirty);
  const submit = handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (saved) => {
        reset(saved);
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
    <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex max-w-xl flex-col gap-4">
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <TextField label={s.pixKey} hint={s.pixKeyHint} autoComplete="off" maxLength={77} error={errors.pixKey?.message} {...register('pixKey')} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={s.pixMerchantName} maxLength={25} error={errors.pixMerchantName?.message} {...register('pixMerchantName')} />
          <TextField label={s.pixMerchantCity} maxLength={15} error={errors.pixMerchantCity?.message} {...register('pixMerchantCity')} />
        </div>
        <CheckboxField label={s.notifyEmail} hint={s.notifyEmailHint} {...register('notifyEmail')} />
      </fieldset>
      {canEdit ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {s.save}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{s.dispatcherOnly}</p>
      )}
    </form>
  );
}
