import { useFormContext } from 'react-hook-form';
import type { OwnerBlockRequest } from '@despacha/domain/contracts/requests/owner-block';
import { ufs } from '@despacha/domain/validators/uf';
import { TextField } from '../../../components/ui/form-field.tsx';
import { requestStrings as s } from '../strings.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';

// Isenção de Taxa names the first field `nome`; the other owner forms `nomeRazaoSocial`.
type OwnerFieldValues = Omit<OwnerBlockRequest, 'nomeRazaoSocial'> & { nomeRazaoSocial?: string; nome?: string };

const ufOptions = ufs.map((u) => ({ value: u.code, label: `${u.code} – ${u.name}` }));
const o = s.owner;

/** The owner block (spec §3) inside a form that provides react-hook-form's FormProvider. */
export function OwnerFields({ nameField = 'nomeRazaoSocial' }: { nameField?: 'nomeRazaoSocial' | 'nome' }) {
  const { register, formState } = useFormContext<OwnerFieldValues>();
  const { errors } = formState;
  return (
    <>
      <TextField label={o[nameField]} autoComplete="name" className="sm:col-span-2" error={errors[nameField]?.message} {...register(nameField)} />
      <TextField label={o.nomeSocial} hint={s.optional} className="sm:col-span-2" error={errors.nomeSocial?.message} {...register('nomeSocial')} />
      <TextField label={o.documentoIdentidade} error={errors.documentoIdentidade?.message} {...register('documentoIdentidade')} />
      <TextField label={o.orgaoExpedidor} error={errors.orgaoExpedidor?.message} {...register('orgaoExpedidor')} />
      <MaskedTextField
        mask="cpfCnpj"
        label={o.cpfCnpj}
        placeholder={s.placeholders.cpfCnpj}
        spellCheck={false}
        error={errors.cpfCnpj?.message}
        {...register('cpfCnpj')}
      />
      <MaskedTextField mask="cnh" label={o.cnh} hint={s.optional} error={errors.cnh?.message} {...register('cnh')} />
      <TextField label={o.endereco} autoComplete="address-line1" className="sm:col-span-2" error={errors.endereco?.message} {...register('endereco')} />
      <TextField label={o.numero} error={errors.numero?.message} {...register('numero')} />
      <TextField label={o.complemento} autoComplete="address-line2" hint={s.optional} error={errors.complemento?.message} {...register('complemento')} />
      <MaskedTextField
        mask="cep"
        label={o.cep}
        autoComplete="postal-code"
        placeholder={s.placeholders.cep}
        error={errors.cep?.message}
        {...register('cep')}
      />
      <SelectField label={o.uf} options={ufOptions} placeholder={s.selectPlaceholder} error={errors.uf?.message} {...register('uf')} />
      <TextField label={o.cidade} autoComplete="address-level2" error={errors.cidade?.message} {...register('cidade')} />
      <TextField label={o.bairro} autoComplete="address-level3" error={errors.bairro?.message} {...register('bairro')} />
      <MaskedTextField
        mask="phone"
        label={o.telefone}
        autoComplete="tel"
        placeholder={s.placeholders.phone}
        error={errors.telefone?.message}
        {...register('telefone')}
      />
      <MaskedTextField mask="phone" label={o.celular} hint={s.optional} error={errors.celular?.message} {...register('celular')} />
      <TextField label={o.email} type="email" autoComplete="email" hint={s.optional} className="sm:col-span-2" error={errors.email?.message} {...register('email')} />
    </>
  );
}
