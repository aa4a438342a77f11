import { useId } from 'react';
import { Download, Eye, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { fullTitle, type LibraryItem } from '@despacha/domain/library/catalog';
import { certificateServiceProblem } from '@despacha/domain/library/certificate-services';
import type { PickedService } from '../api/search-services.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { libraryPdfUrl } from '../library-pdf-url.ts';
import { libraryStrings as s } from '../strings.ts';

type LibraryCategoryCardProps = { title: string; items: readonly LibraryItem[]; service?: PickedService | null };

/** One category: its items, each with Visualizar (the form's screen, or the PDF) and Download. */
export function LibraryCategoryCard({ title, items, service }: LibraryCategoryCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col">
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-4">
        <ul className="flex flex-col divide-y divide-slate-100">
          {items.map((item) => (
            <LibraryItemRow key={item.id} item={item} service={item.prefillable ? service : null} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function LibraryItemRow({ item, service }: { item: LibraryItem; service?: PickedService | null }) {
  const name = fullTitle(item);
  // A process certificate takes only a completed service of its kind (the server refuses others):
  // with any other service it stays blank, and says why.
  const problem = service ? certificateServiceProblem(item.id, service) : null;
  const serviceId = service && !problem ? service.id : undefined;
  const button = buttonClasses({ variant: 'outline', size: 'sm' });
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between">
      <span className="flex items-start gap-2 text-sm text-slate-800">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <span>
          {item.title}
          {serviceId ? <span className="ml-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary">{s.prefilledBadge}</span> : null}
          {problem ? <span className="block text-xs text-slate-500">{problem}</span> : null}
        </span>
      </span>
      <span className="flex shrink-0 gap-2">
        {item.kind === 'request-form' ? (
          <Link to={item.route} className={button} aria-label={s.viewLabel(name)}>
            <Eye aria-hidden="true" className="size-4" />
            {s.view}
          </Link>
        ) : (
          <a
            href={libraryPdfUrl(item.id, { serviceId, inline: true })}
            target="_blank"
            rel="noopener"
            className={button}
            aria-label={`${s.viewLabel(name)} ${s.opensInNewTab}`}
          >
            <Eye aria-hidden="true" className="size-4" />
            {s.view}
          </a>
        )}
        <a href={libraryPdfUrl(item.id, { serviceId })} download className={button} aria-label={s.downloadLabel(name)}>
          <Download aria-hidden="true" className="size-4" />
          {s.download}
        </a>
      </span>
    </li>
  );
}
