import { useFormContext } from 'react-hook-form';
import { ufs } from '@despacha/domain/validators/uf';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { requestStrings as s } from '../strings.ts';

type BuyerValues = Record<
  | 'compradorNomeRazao' | 'compradorNomeSocial' | 'compradorDocumento' | 'compradorCpfCnpj' | 'compradorNacionalidade'
  | 'compradorNaturalidade' | 'compradorEndereco' | 'compradorNumero' | 'compradorComplemento' | 'compradorCep'
  | 'compradorUf' | 'compradorCidade' | 'compradorBairro' | 'compradorTelefone' | 'compradorCelular' | 'compradorEmail',
  string
>;

const ufOptions = ufs.map((u) => ({ value: u.code, label: `${u.code} – ${u.name}` }));
const o = s.owner;

/** The buyer block of Comunicação de Venda (spec §3). */
export function BuyerFields() {
  const { register, formState } = useFormContext<BuyerValues>();
  const { errors } = formState;
  return (
    <>
      <TextField label={o.nomeRazaoSocial} className="sm:col-span-2" error={errors.compradorNomeRazao?.message} {...register('compradorNomeRazao')} />
      <TextField label={o.nomeSocial} hint={s.optional} className="sm:col-span-2" error={errors.compradorNomeSocial?.message} {...register('compradorNomeSocial')} />
      <TextField label={s.buyer.documento} error={errors.compradorDocumento?.message} {...register('compradorDocumento')} />
      <MaskedTextField mask="cpfCnpj" label={o.cpfCnpj} placeholder={s.placeholders.cpfCnpj} error={errors.compradorCpfCnpj?.message} {...register('compradorCpfCnpj')} />
      <TextField label={s.buyer.nacionalidade} hint={s.optional} error={errors.compradorNacionalidade?.message} {...register('compradorNacionalidade')} />
      <TextField label={s.buyer.naturalidade} hint={s.optional} error={errors.compradorNaturalidade?.message} {...register('compradorNaturalidade')} />
      <TextField label={o.endereco} className="sm:col-span-2" error={errors.compradorEndereco?.message} {...register('compradorEndereco')} />
      <TextField label={o.numero} error={errors.compradorNumero?.message} {...register('compradorNumero')} />
      <TextField label={o.complemento} hint={s.optional} error={errors.compradorComplemento?.message} {...register('compradorComplemento')} />
      <MaskedTextField mask="cep" label={o.cep} placeholder={s.placeholders.cep} error={errors.compradorCep?.message} {...register('compradorCep')} />
      <SelectField label={o.uf} options={ufOptions} placeholder={s.selectPlaceholder} error={errors.compradorUf?.message} {...register('compradorUf')} />
      <TextField label={o.cidade} error={errors.compradorCidade?.message} {...register('compradorCidade')} />
      <TextField label={o.bairro} error={errors.compradorBairro?.message} {...register('compradorBairro')} />
      <MaskedTextField mask="phone" label={o.telefone} placeholder={s.placeholders.phone} error={errors.compradorTelefone?.message} {...register('compradorTelefone')} />
      <MaskedTextField mask="phone" label={o.celular} hint={s.optional} error={errors.compradorCelular?.message} {...register('compradorCelular')} />
      <TextField label={o.email} type="email" hint={s.optional} className="sm:col-span-2" error={errors.compradorEmail?.message} {...register('compradorEmail')} />
    </>
  );
}
