import { get, useFormContext, type FieldError, type Path } from 'react-hook-form';
import type { RegistrationForm } from '../form-values.ts';

/** `register(name)` plus the field's error message, ready to spread on TextField, SelectField... */
export function useRecordField() {
  const { register, formState } = useFormContext<RegistrationForm>();
  const { errors } = formState;
  return (name: Path<RegistrationForm>) => ({
    ...register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
