import { useId } from 'react';
import { FileCheck2 } from 'lucide-react';
import { requiredDocumentsTitle } from '@despacha/domain/contracts/requests/document-texts';

/** The documents the dispatcher must collect for the sale forms (spec §9). */
export function RequiredDocuments({ documents }: { documents: readonly string[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
      <h2 id={titleId} className="mb-2 flex items-center gap-2 font-semibold">
        <FileCheck2 aria-hidden className="size-4" />
        {requiredDocumentsTitle}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {documents.map((doc) => (
          <li key={doc}>{doc}</li>
        ))}
      </ul>
    </section>
  );
}
