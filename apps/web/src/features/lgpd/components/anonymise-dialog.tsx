import { useState, type FormEvent } from 'react';
import { ANONYMISE_WORD, lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { onlyAlphanumeric } from '@despacha/domain/validators/digits';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useAnonymisePerson } from '../api.ts';
import { errorText } from '../../../lib/error-text.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; document: string; onDone: () => void };

/** Anonymising cannot be undone: the dispatcher types the CPF/CNPJ or ANONIMIZAR first. */
export function AnonymiseDialog({ open, onOpenChange, document, onDone }: Props) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const anonymise = useAnonymisePerson();
  const matches = typed.trim().toUpperCase() === ANONYMISE_WORD || onlyAlphanumeric(typed) === document;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setError(m.confirmationMismatch);
    anonymise.mutate(
      { document, confirmation: typed },
      {
        onSuccess: () => {
          setTyped('');
          onDone();
        },
        onError: (err) => setError(errorText(err, m.agencyFailed)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.anonymiseTitle} description={m.anonymiseWarning}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={m.confirmationLabel}
          name="confirmation"
          value={typed}
          maxLength={30}
          autoComplete="off"
          onChange={(e) => {
            setTyped(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || anonymise.isPending}>
            {m.anonymise}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
