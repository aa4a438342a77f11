import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { RequestType, RequestTypeEntry } from '@despacha/domain/contracts/requests/request-types';
import type { MaskKind } from '@despacha/domain/masks';
import { ufs } from '@despacha/domain/validators/uf';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { requestStrings as s } from '../strings.ts';

/** The field names of one request form's contract. */
export type FieldOf<T extends RequestType> = Extract<keyof z.input<Extract<RequestTypeEntry, { type: T }>['schema']>, string>;

type InputAttributes = Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'aria-required'>;

/** One field of a request form section, as data: the grid picks the widget from `mask` / `options`. */
export type FieldSpec<Name extends string = string> = {
  /** The form value it edits; type it with the form's field names to catch typos. */
  name: Name;
  /** Defaults to the section's label of `name` (the domain catalogue). */
  label?: string;
  mask?: MaskKind;
  /** Renders a select of these options, 'Selecione' first (unless `placeholder` is null). */
  options?: readonly SelectOption[];
  /** Columns taken on the section's 4-column grid (default 1). */
  span?: 1 | 2 | 3 | 4;
  /** Shows 'Opcional' under the field (when no other hint is given). */
  optional?: boolean;
  hint?: string;
  /** Defaults to the mask's example (or 'Selecione'); null shows none. */
  placeholder?: string | null;
  attrs?: InputAttributes;
};

export const ufOptions: readonly SelectOption[] = ufs.map((u) => ({ value: u.code, label: `${u.code} – ${u.name}` }));

const spanClasses = { 1: undefined, 2: 'sm:col-span-2', 3: 'sm:col-span-2 lg:col-span-3', 4: 'sm:col-span-2 lg:col-span-4' } as const;

const maskPlaceholders: Partial<Record<MaskKind, string>> = {
  cpfCnpj: s.placeholders.cpfCnpj,
  cep: s.placeholders.cep,
  phone: s.placeholders.phone,
  plate: s.placeholders.plate,
  date: s.placeholders.date,
  money: s.placeholders.money,
};

type RequestFieldGridProps = { fields: readonly FieldSpec[]; labels: Readonly<Record<string, string>> };

/** The fields of a section in order, registered on the form of the surrounding FormProvider. */
export function RequestFieldGrid({ fields, labels }: RequestFieldGridProps) {
  const { register, formState } = useFormContext<FieldValues>();
  return fields.map((field) => {
    const common = {
      label: field.label ?? labels[field.name] ?? field.name,
      hint: field.hint ?? (field.optional ? s.optional : undefined),
      className: spanClasses[field.span ?? 1],
      error: formState.errors[field.name]?.message as string | undefined,
      ...register(field.name),
    };
    if (field.options) {
      const empty = field.placeholder === null ? undefined : s.selectPlaceholder;
      return <SelectField key={field.name} options={field.options} placeholder={empty} {...common} />;
    }
    const placeholder = field.placeholder === undefined && field.mask ? maskPlaceholders[field.mask] : (field.placeholder ?? undefined);
    if (field.mask) return <MaskedTextField key={field.name} mask={field.mask} placeholder={placeholder} {...field.attrs} {...common} />;
    return <TextField key={field.name} placeholder={placeholder} {...field.attrs} {...common} />;
  });
}

type AddressField = 'endereco' | 'numero' | 'complemento' | 'cep' | 'uf' | 'cidade' | 'bairro' | 'telefone';

/** Endereço to Telefone: the same eight fields in every person block; `key` gives each its form name. */
export function addressFields<Name extends string>(key: (field: AddressField) => Name, withAutoComplete = false): FieldSpec<Name>[] {
  const auto = (autoComplete: string) => (withAutoComplete ? { attrs: { autoComplete } } : {});
  return [
    { name: key('endereco'), span: 2, ...auto('address-line1') },
    { name: key('numero') },
    { name: key('complemento'), optional: true, ...auto('address-line2') },
    { name: key('cep'), mask: 'cep', ...auto('postal-code') },
    { name: key('uf'), options: ufOptions },
    { name: key('cidade'), ...auto('address-level2') },
    { name: key('bairro'), ...auto('address-level3') },
    { name: key('telefone'), mask: 'phone', ...auto('tel') },
  ];
}
