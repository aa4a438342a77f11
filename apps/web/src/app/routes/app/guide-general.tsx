import { guiaMessages } from '@despacha/domain/guias/messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { GuiasScreen } from '../../../features/guias/components/guias-screen.tsx';
import { paths } from '../../../lib/paths.ts';

/** /guia-geral — the slips of every other process (decision 039). */
export default function GuideGeneralPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.guideGeneral.title} description={guiaMessages.description} />
      <GuiasScreen kind="geral" />
    </div>
  );
}
