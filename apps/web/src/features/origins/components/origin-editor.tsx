import type { ReactNode } from 'react';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOrigin } from '../api/get-origin.ts';
import { originStrings as s } from '../strings.ts';
import { OriginForm } from './origin-form.tsx';
import { errorText } from '../../../lib/error-text.ts';

type EditorProps = { onSaved: (origin: OriginResponse) => void; onCancel: () => void };

function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function NewOriginEditor(props: EditorProps) {
  return (
    <EditorCard title={s.newOrigin}>
      <OriginForm {...props} />
    </EditorCard>
  );
}

/** Loads the origin by id (GET /api/origins/:id) and opens it in the company form. */
export function EditOriginEditor({ id, ...props }: EditorProps & { id: string }) {
  const { data, error, isPending, isError } = useOrigin(id);
  return (
    <EditorCard title={s.editOrigin}>
      {isPending ? <Spinner /> : null}
      {isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(error, s.loadOneError)}
        </p>
      ) : null}
      {data ? <OriginForm key={data.id} origin={data} {...props} /> : null}
    </EditorCard>
  );
}
