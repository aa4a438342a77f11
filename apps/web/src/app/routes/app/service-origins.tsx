import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EditOriginEditor, NewOriginEditor } from '../../../features/origins/components/origin-editor.tsx';
import { OriginSearch } from '../../../features/origins/components/origin-search.tsx';
import { OriginsList } from '../../../features/origins/components/origins-list.tsx';
import { originStrings as s } from '../../../features/origins/strings.ts';
import { paths } from '../../../lib/paths.ts';

const NEW = 'nova';

/** Origem dos Serviços: search (?q=) and the list; ?origem=nova or ?origem=<id> opens the company form. */
export default function ServiceOriginsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const open = params.get('origem');

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const close = () => update({ origem: null });
  const editor = { onSaved: close, onCancel: close };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={paths.serviceOrigins.title}
        description={s.description}
        actions={
          <Button onClick={() => update({ origem: NEW })}>
            <Plus aria-hidden="true" className="size-4" />
            {s.newOrigin}
          </Button>
        }
      />
      {open === NEW ? <NewOriginEditor {...editor} /> : null}
      {open && open !== NEW ? <EditOriginEditor key={open} id={open} {...editor} /> : null}
      <OriginSearch query={query} onSearch={(q) => update({ q })} />
      <OriginsList query={query} selectedId={open ?? undefined} onOpen={(id) => update({ origem: id })} />
    </div>
  );
}
