import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** A titled card holding a grid of fields; the title names the region for assistive technology. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</CardContent>
      </section>
    </Card>
  );
}
