import { useFormContext } from 'react-hook-form';
import { ufs } from '@despacha/domain/validators/uf';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { FormSection } from '../form-section.tsx';
import { saleLabels as l } from './labels.ts';
import type { SaleFormValues } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';

const ufOptions = ufs.map((u) => ({ value: u.code, label: `${u.code} – ${u.name}` }));

/** The buyer: the future owner (spec §3, sale intention and its cancellation). */
export function BuyerCard({ title }: { title: string }) {
  const { register, formState } = useFormContext<SaleFormValues>();
  const { errors } = formState;
  return (
    <FormSection title={title}>
      <TextField label={l.nomeRazaoSocialComprador} autoComplete="off" className="sm:col-span-2" error={errors.nomeRazaoSocialComprador?.message} {...register('nomeRazaoSocialComprador')} />
      <TextField label={l.nomeSocialComprador} hint={s.optional} className="sm:col-span-2" error={errors.nomeSocialComprador?.message} {...register('nomeSocialComprador')} />
      <TextField label={l.documentoComprador} error={errors.documentoComprador?.message} {...register('documentoComprador')} />
      <MaskedTextField
        mask="cpfCnpj"
        label={l.cpfCnpjComprador}
        placeholder={s.placeholders.cpfCnpj}
        spellCheck={false}
        error={errors.cpfCnpjComprador?.message}
        {...register('cpfCnpjComprador')}
      />
      <TextField label={l.enderecoComprador} className="sm:col-span-2" error={errors.enderecoComprador?.message} {...register('enderecoComprador')} />
      <TextField label={l.numeroComprador} error={errors.numeroComprador?.message} {...register('numeroComprador')} />
      <TextField label={l.complementoComprador} hint={s.optional} error={errors.complementoComprador?.message} {...register('complementoComprador')} />
      <MaskedTextField mask="cep" label={l.cepComprador} placeholder={s.placeholders.cep} error={errors.cepComprador?.message} {...register('cepComprador')} />
      <SelectField label={l.ufComprador} options={ufOptions} placeholder={s.selectPlaceholder} error={errors.ufComprador?.message} {...register('ufComprador')} />
      <TextField label={l.cidadeComprador} error={errors.cidadeComprador?.message} {...register('cidadeComprador')} />
      <TextField label={l.bairroComprador} error={errors.bairroComprador?.message} {...register('bairroComprador')} />
      <MaskedTextField mask="phone" label={l.telefoneComprador} placeholder={s.placeholders.phone} error={errors.telefoneComprador?.message} {...register('telefoneComprador')} />
      <MaskedTextField mask="phone" label={l.celularComprador} placeholder={s.placeholders.phone} error={errors.celularComprador?.message} {...register('celularComprador')} />
      <TextField
        label={s.emailRequired}
        type="email"
        autoComplete="off"
        placeholder={s.placeholders.email}
        className="sm:col-span-2"
        aria-required
        error={errors.emailComprador?.message}
        {...register('emailComprador')}
      />
    </FormSection>
  );
}
