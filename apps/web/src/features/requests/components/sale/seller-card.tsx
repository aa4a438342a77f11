import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../../components/ui/masked-input.tsx';
import { FormSection } from '../form-section.tsx';
import type { SaleFormValues } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';
import { saleLabels as l } from './labels.ts';

/** The seller: the current owner who sells (spec §3, sale intention and its cancellation). */
export function SellerCard({ title }: { title: string }) {
  const { register, formState } = useFormContext<SaleFormValues>();
  const { errors } = formState;
  return (
    <FormSection title={title}>
      <TextField label={l.nomeRazaoSocialVendedor} autoComplete="off" className="sm:col-span-2" error={errors.nomeRazaoSocialVendedor?.message} {...register('nomeRazaoSocialVendedor')} />
      <TextField label={l.nomeSocialVendedor} hint={s.optional} className="sm:col-span-2" error={errors.nomeSocialVendedor?.message} {...register('nomeSocialVendedor')} />
      <TextField label={l.documentoVendedor} error={errors.documentoVendedor?.message} {...register('documentoVendedor')} />
      <TextField label={l.orgaoExpedidor} error={errors.orgaoExpedidor?.message} {...register('orgaoExpedidor')} />
      <MaskedTextField
        mask="cpfCnpj"
        label={l.cpfCnpjVendedor}
        placeholder={s.placeholders.cpfCnpj}
        spellCheck={false}
        error={errors.cpfCnpjVendedor?.message}
        {...register('cpfCnpjVendedor')}
      />
      <MaskedTextField mask="cnh" label={l.cnhVendedor} hint={s.optional} error={errors.cnhVendedor?.message} {...register('cnhVendedor')} />
      <MaskedTextField mask="phone" label={l.telefoneVendedor} placeholder={s.placeholders.phone} error={errors.telefoneVendedor?.message} {...register('telefoneVendedor')} />
      <MaskedTextField mask="phone" label={l.celularVendedor} placeholder={s.placeholders.phone} error={errors.celularVendedor?.message} {...register('celularVendedor')} />
      <TextField
        label={s.emailRequired}
        type="email"
        autoComplete="off"
        placeholder={s.placeholders.email}
        className="sm:col-span-2"
        aria-required
        error={errors.emailVendedor?.message}
        {...register('emailVendedor')}
      />
    </FormSection>
  );
}
