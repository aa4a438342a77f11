import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { requestStrings as s } from '../strings.ts';

type RequesterValues = Record<
  'nomeRequerente' | 'cpfCnpjRequerente' | 'rgRequerente' | 'enderecoRequerente' | 'cepRequerente' | 'telefoneRequerente' | 'emailRequerente',
  string
>;

const r = s.requester;

/** The requester of Casos Especiais, Informação de Venda and Certidão (the last two add an e-mail). */
export function RequesterFields({ withEmail = false }: { withEmail?: boolean }) {
  const { register, formState } = useFormContext<RequesterValues>();
  const { errors } = formState;
  return (
    <>
      <TextField label={r.nome} autoComplete="name" className="sm:col-span-2" error={errors.nomeRequerente?.message} {...register('nomeRequerente')} />
      <MaskedTextField mask="cpfCnpj" label={r.cpfCnpj} placeholder={s.placeholders.cpfCnpj} error={errors.cpfCnpjRequerente?.message} {...register('cpfCnpjRequerente')} />
      <TextField label={r.rg} hint={s.optional} error={errors.rgRequerente?.message} {...register('rgRequerente')} />
      <TextField
        label={r.endereco}
        autoComplete="street-address"
        hint={r.enderecoHint}
        className="sm:col-span-2"
        error={errors.enderecoRequerente?.message}
        {...register('enderecoRequerente')}
      />
      <MaskedTextField mask="cep" label={r.cep} autoComplete="postal-code" placeholder={s.placeholders.cep} error={errors.cepRequerente?.message} {...register('cepRequerente')} />
      <MaskedTextField mask="phone" label={r.telefone} autoComplete="tel" hint={s.optional} placeholder={s.placeholders.phone} error={errors.telefoneRequerente?.message} {...register('telefoneRequerente')} />
      {withEmail ? (
        <TextField label={r.email} type="email" autoComplete="email" hint={s.optional} className="sm:col-span-2" error={errors.emailRequerente?.message} {...register('emailRequerente')} />
      ) : null}
    </>
  );
}
