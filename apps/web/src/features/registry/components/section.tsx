import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** A titled card of the documents tab; the heading names the region for screen readers. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader className="flex-row items-center justify-between gap-2 px-4 pt-4">
          <CardTitle id={id} className="text-base">
            {title}
          </CardTitle>
          {actions}
        </CardHeader>
        <CardContent className="p-4">{children}</CardContent>
      </section>
    </Card>
  );
}
