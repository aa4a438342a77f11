import { useEffect, useState, type FormEvent } from 'react';
import { billingAdminMessages as m } from '@despacha/domain/billing/admin-labels';
import type { BillingSettingsBody } from '@despacha/domain/billing/admin';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from '@despacha/domain/billing/settings';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useBillingSettings, useSaveBillingSettings } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';
import { errorText } from '../../../lib/error-text.ts';

const t = s.settings;
type TextKey = 'pixKey' | 'pixMerchantName' | 'pixMerchantCity' | 'issuerName' | 'issuerCnpj' | 'issuerAddress';
type DayKey = 'dueDays' | 'suspendAfterDays' | 'remindBeforeDays';
// Rates are typed as percentages ("2,5") and stored as basis points (250): whole bps, no float drift.
type FormValues = Record<TextKey | DayKey | 'taxRate', string> & { fees: Record<PaymentMethod, string> };

const toPercent = (bps: number) => (bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false });
function toBps(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

function fromSettings(v: BillingSettingsBody): FormValues {
  return {
    dueDays: String(v.dueDays),
    suspendAfterDays: String(v.suspendAfterDays),
    remindBeforeDays: String(v.remindBeforeDays),
    taxRate: toPercent(v.taxRateBps),
    fees: Object.fromEntries(paymentMethods.map((k) => [k, toPercent(v.processingFeeBps[k])])) as Record<PaymentMethod, string>,
    pixKey: v.pixKey,
    pixMerchantName: v.pixMerchantName,
    pixMerchantCity: v.pixMerchantCity,
    issuerName: v.issuerName,
    issuerCnpj: v.issuerCnpj,
    issuerAddress: v.issuerAddress,
  };
}

type Props = { onDirtyChange?: (dirty: boolean) => void };

/** Configurações › Faturamento: the document GET/PUT /api/admin/settings/billing reads and writes. */
export function BillingSettingsSection({ onDirtyChange }: Props) {
  const { data, error, isPending, isError, isFetching, refetch } = useBillingSettings();
  if (isPending) return <Spinner label={t.loading} className="py-8" />;
  if (isError) return <LoadError title={t.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <BillingSettingsForm initial={data} onDirtyChange={onDirtyChange} />;
}

export function BillingSettingsForm({ initial, onDirtyChange }: Props & { initial: BillingSettingsBody }) {
  const save = useSaveBillingSettings();
  // What the server holds: the form is dirty while its values differ from it.
  const [stored, setStored] = useState(() => fromSettings(initial));
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(stored);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const set = (key: TextKey | DayKey | 'taxRate') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const setFee = (key: PaymentMethod) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, fees: { ...v.fees, [key]: e.target.value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const rate = (key: string, text: string) => {
      const bps = toBps(text);
      if (bps === null) local[key] = t.percentInvalid;
      return bps ?? 0;
    };
    const days = (key: DayKey) => {
      const n = /^\d{1,2}$/.test(values[key].trim()) ? Number(values[key]) : NaN;
      if (!(n >= 0 && n <= 90)) local[key] = m.daysInvalid;
      return Number.isNaN(n) ? 0 : n;
    };
    const body: BillingSettingsBody = {
      dueDays: days('dueDays'),
      suspendAfterDays: days('suspendAfterDays'),
      remindBeforeDays: days('remindBeforeDays'),
      taxRateBps: rate('taxRateBps', values.taxRate),
      processingFeeBps: Object.fromEntries(paymentMethods.map((k) => [k, rate(`processingFeeBps.${k}`, values.fees[k])])) as Record<PaymentMethod, number>,
      pixKey: values.pixKey.trim(),
      pixMerchantName: values.pixMerchantName.trim(),
      pixMerchantCity: values.pixMerchantCity.trim(),
      issuerName: values.issuerName.trim(),
      issuerCnpj: values.issuerCnpj.trim(),
      issuerAddress: values.issuerAddress.trim(),
    };
    setErrors(local);
    if (Object.keys(local).length) return;
    if (!dirty) return toast.info(t.nothingChanged);
    save.mutate(body, {
      onSuccess: (saved) => {
        const now = fromSettings(saved);
        setStored(now);
        setValues(now);
        toast.success(m.settingsSaved);
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
        toast.error(errorText(error, m.settingsSaveFailed));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.title} className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{t.description}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t.dueDays} inputMode="numeric" maxLength={2} value={values.dueDays} onChange={set('dueDays')} error={errors.dueDays} />
        <TextField
          label={t.suspendAfterDays}
          inputMode="numeric"
          maxLength={2}
          value={values.suspendAfterDays}
          onChange={set('suspendAfterDays')}
          error={errors.suspendAfterDays}
        />
        <TextField
          label={t.remindBeforeDays}
          inputMode="numeric"
          maxLength={2}
          value={values.remindBeforeDays}
          onChange={set('remindBeforeDays')}
          error={errors.remindBeforeDays}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-5">
        <TextField label={t.taxRate} inputMode="decimal" maxLength={6} value={values.taxRate} onChange={set('taxRate')} error={errors.taxRateBps} />
        {paymentMethods.map((k) => (
          <TextField
            key={k}
            label={t.fee(paymentMethodLabels[k])}
            inputMode="decimal"
            maxLength={6}
            value={values.fees[k]}
            onChange={setFee(k)}
            error={errors[`processingFeeBps.${k}`]}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t.pixKey} hint={t.pixKeyHint} maxLength={77} value={values.pixKey} onChange={set('pixKey')} error={errors.pixKey} />
        <TextField label={t.merchantName} maxLength={25} value={values.pixMerchantName} onChange={set('pixMerchantName')} error={errors.pixMerchantName} />
        <TextField label={t.merchantCity} maxLength={15} value={values.pixMerchantCity} onChange={set('pixMerchantCity')} error={errors.pixMerchantCity} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t.issuerName} maxLength={150} value={values.issuerName} onChange={set('issuerName')} error={errors.issuerName} />
        <TextField label={t.issuerCnpj} maxLength={18} value={values.issuerCnpj} onChange={set('issuerCnpj')} error={errors.issuerCnpj} />
        <TextField label={t.issuerAddress} maxLength={200} value={values.issuerAddress} onChange={set('issuerAddress')} error={errors.issuerAddress} />
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
