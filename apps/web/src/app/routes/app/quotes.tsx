import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { QuotesScreen } from '../../../features/quotes/components/quotes-screen.tsx';
import { paths } from '../../../lib/paths.ts';

export default function QuotesPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.quotes.title} description={m.pageDescription} />
      <QuotesScreen />
    </div>
  );
}
