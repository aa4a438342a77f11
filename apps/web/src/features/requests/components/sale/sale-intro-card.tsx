import { PageHeader } from '../../../../components/layout/page-header.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';

/** The page's header card: its title and what the form asks DETRAN-RJ for, and when it applies. */
export function SaleIntroCard({ title, intro }: { title: string; intro: string }) {
  return (
    <Card className="border-l-4 border-l-primary">
      <CardContent>
        <PageHeader title={title} description={<p className="max-w-4xl">{intro}</p>} />
      </CardContent>
    </Card>
  );
}
