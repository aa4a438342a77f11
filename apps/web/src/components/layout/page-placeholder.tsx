import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { EmptyState } from '../ui/empty-state.tsx';
import { PageHeader } from './page-header.tsx';
import { layoutStrings } from './strings.ts';

type PagePlaceholderProps = { title: string; message?: string; children?: ReactNode };

/** A route whose screen is not built yet: its title and an honest empty state, no made-up data. */
export function PagePlaceholder({ title, message = layoutStrings.comingSoon, children }: PagePlaceholderProps) {
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={title} />
      <EmptyState description={message} icon={<Construction className="size-10" />} />
      {children}
    </section>
  );
}
