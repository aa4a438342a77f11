import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AgencyExportCard } from './agency-export-card.tsx';
import { PersonCard } from './person-card.tsx';

export function PrivacyPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.intro} />
      <PersonCard />
      <AgencyExportCard />
    </div>
  );
}
