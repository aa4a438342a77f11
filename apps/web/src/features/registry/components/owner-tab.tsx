import { estadoCivilOptions } from '@despacha/domain/options/registry-options';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFieldOptions } from '../api/get-field-options.ts';
import { useRecordField } from '../hooks/use-record-field.ts';
import { registryStrings as s } from '../strings.ts';
import { FieldGrid } from './field-grid.tsx';

const o = s.owner;
const p = s.placeholders;

/** Cadastro do Proprietário, in the order of the paper form (spec §3). */
export function OwnerTab() {
  const field = useRecordField();
  const options = useFieldOptions();
  return (
    <FieldGrid>
      <TextField label={o.nome} autoComplete="off" className="sm:col-span-2" {...field('owner.nome')} />
      <TextField label={o.endereco} className="sm:col-span-2" {...field('owner.endereco')} />
      <TextField label={o.numero} {...field('owner.numero')} />
      <TextField label={o.complemento} {...field('owner.complemento')} />
      <TextField label={o.bairro} {...field('owner.bairro')} />
      <MaskedTextField mask="cep" label={o.cep} placeholder={p.cep} {...field('owner.cep')} />
      <TextField label={o.municipio} {...field('owner.municipio')} />
      <SelectField label={o.uf} options={options('state')} placeholder={s.select} {...field('owner.uf')} />
      <TextField label={o.orgao} {...field('owner.orgao')} />
      <MaskedTextField mask="date" label={o.emissao} placeholder={p.date} {...field('owner.emissao')} />
      <MaskedTextField mask="cpf" label={o.cpf} placeholder={p.cpf} {...field('owner.cpf')} />
      <MaskedTextField mask="cnpj" label={o.cnpj} placeholder={p.cnpj} {...field('owner.cnpj')} />
      <MaskedTextField mask="cnh" label={o.cnh} {...field('owner.cnh')} />
      <TextField label={o.nacionalidade} {...field('owner.nacionalidade')} />
      <TextField label={o.naturalidade} {...field('owner.naturalidade')} />
      <MaskedTextField mask="date" label={o.nasc} placeholder={p.date} {...field('owner.nasc')} />
      <SelectField label={o.estadoCivil} options={estadoCivilOptions} placeholder={s.select} {...field('owner.estadoCivil')} />
      <TextField label={o.email} type="email" autoComplete="off" className="sm:col-span-2" {...field('owner.email')} />
      <MaskedTextField mask="phone" label={o.telCom} type="tel" placeholder={p.phone} {...field('owner.telCom')} />
      <TextField label={o.ramal} inputMode="numeric" {...field('owner.ramal')} />
      <MaskedTextField mask="phone" label={o.telRes} type="tel" placeholder={p.phone} {...field('owner.telRes')} />
      <MaskedTextField mask="phone" label={o.cel} type="tel" placeholder={p.phone} {...field('owner.cel')} />
    </FieldGrid>
  );
}
