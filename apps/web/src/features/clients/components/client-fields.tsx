import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CreateClientRequest } from '@despacha/domain/contracts/admin';
import { ufOptions } from '@despacha/domain/options/registry-options';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { clientStrings as s } from '../strings.ts';

export type ClientFieldValues = Pick<CreateClientRequest, 'name' | 'email' | 'phone' | 'cnpj' | 'address' | 'city' | 'state' | 'zipCode'>;

type FieldsProps = {
  register: UseFormRegister<ClientFieldValues>;
  errors: FieldErrors<ClientFieldValues>;
  disabled?: boolean;
};

const f = s.form;

/** Name, e-mail, phone and CNPJ: the new-client form's first tab and the detail's edit form. */
export function ClientBasicFields({ register, errors, disabled }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={f.name}
        aria-required="true"
        autoComplete="organization"
        className="sm:col-span-2"
        disabled={disabled}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={f.email}
        type="email"
        aria-required="true"
        autoComplete="email"
        disabled={disabled}
        error={errors.email?.message}
        {...register('email')}
      />
      <MaskedTextField
        mask="phone"
        type="tel"
        label={f.phone}
        placeholder={f.phonePlaceholder}
        autoComplete="tel"
        disabled={disabled}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <MaskedTextField mask="cnpj" label={f.cnpj} placeholder={f.cnpjPlaceholder} disabled={disabled} error={errors.cnpj?.message} {...register('cnpj')} />
    </div>
  );
}

export function ClientAddressFields({ register, errors, disabled }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        label={f.address}
        autoComplete="street-address"
        className="sm:col-span-6"
        disabled={disabled}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={f.city}
        autoComplete="address-level2"
        className="sm:col-span-3"
        disabled={disabled}
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField
        label={f.state}
        placeholder=""
        options={ufOptions}
        className="sm:col-span-1"
        disabled={disabled}
        error={errors.state?.message}
        {...register('state')}
      />
      <MaskedTextField
        mask="cep"
        label={f.zipCode}
        autoComplete="postal-code"
        className="sm:col-span-2"
        disabled={disabled}
        error={errors.zipCode?.message}
        {...register('zipCode')}
      />
    </div>
  );
}
