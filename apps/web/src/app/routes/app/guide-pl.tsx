import { guiaMessages } from '@despacha/domain/guias/messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { GuiasScreen } from '../../../features/guias/components/guias-screen.tsx';
import { paths } from '../../../lib/paths.ts';

/** /guia-pl — the slips of primeira licença (0 km) processes (decision 039). */
export default function GuidePlPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.guidePl.title} description={guiaMessages.description} />
      <GuiasScreen kind="pl" />
    </div>
  );
}
