import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { originStrings as s } from '../strings.ts';

type OriginSearchProps = { query: string; onSearch: (q: string) => void };

/** Search box focused on arrival; 'Buscar' (or Enter) searches by name, razão social or CNPJ. */
export function OriginSearch({ query, onSearch }: OriginSearchProps) {
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <Input
        type="search"
        autoFocus
        aria-label={s.searchLabel}
        placeholder={s.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="sm:max-w-md"
      />
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          {s.search}
        </Button>
        {query ? (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {s.clearSearch}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
