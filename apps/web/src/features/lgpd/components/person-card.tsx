import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { LgpdPersonSummary } from '@despacha/domain/lgpd/contracts';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { isCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatMessages } from '@despacha/domain/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useLookupPerson } from '../api.ts';
import { PersonResult } from './person-result.tsx';

/** Find a person by CPF/CNPJ; the server says what the agency holds about them. */
export function PersonCard() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [person, setPerson] = useState<LgpdPersonSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const lookup = useLookupPerson();

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    setPerson(null);
    setNotice(null);
    if (!value.trim()) return setError(m.documentRequired);
    if (!isCpfOrCnpj(value)) return setError(formatMessages.cpfCnpjInvalid);
    setError(undefined);
    lookup.mutate(value, {
      onSuccess: setPerson,
      onError: (err) => setError(errorText(err, m.notFound, 'document')),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.personTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={search} noValidate>
          <MaskedTextField
            mask="cpfCnpj"
            label={m.documentLabel}
            name="document"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            className="sm:w-72"
            inputMode="text"
          />
          <Button type="submit" className="sm:mt-7" disabled={lookup.isPending}>
            <Search aria-hidden="true" className="size-4" />
            {m.search}
          </Button>
        </form>
        {person ? (
          <PersonResult
            person={person}
            onAnonymised={() => {
              setPerson(null);
              setNotice(m.anonymised);
            }}
          />
        ) : null}
        {notice ? (
          <p role="status" className="text-sm text-emerald-700">
            {notice}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
