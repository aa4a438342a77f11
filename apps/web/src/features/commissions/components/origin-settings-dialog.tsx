import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useOriginSettings } from '../api/get-origin-settings.ts';
import { useOriginOptions, useServiceTypes } from '../api/get-select-options.ts';
import { commissionStrings as s } from '../strings.ts';
import { OriginSettingsForm } from './origin-settings-form.tsx';

type Props = { originId: string | null; onClose: () => void };

/** Origem dos Serviços → Configurar: loads the origin's settings and opens them in a dialog. */
export function OriginSettingsDialog({ originId, onClose }: Props) {
  const name = useOriginOptions().find((o) => o.value === originId)?.label ?? '';
  return (
    <Dialog open={originId !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={m.settingsTitle(name)} size="wide">
      {originId ? <SettingsLoader originId={originId} onDone={onClose} /> : null}
    </Dialog>
  );
}

function SettingsLoader({ originId, onDone }: { originId: string; onDone: () => void }) {
  const { data, error, isPending, isError } = useOriginSettings(originId);
  const types = useServiceTypes();
  // The selects get their value when the form mounts: the service types must be there by then.
  if (isPending || types.isPending) return <Spinner label={s.loadingSettings} className="py-8" />;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {errorText(error, s.loadSettingsError)}
      </p>
    );
  }
  // A type since removed from the agency's list still shows in the rule that names it.
  const listed = types.data ?? [];
  const missing = data.rules.filter((r) => r.servico !== '' && !listed.some((o) => o.value === r.servico)).map((r) => ({ value: r.servico, label: r.servico }));
  return <OriginSettingsForm key={data.originId} settings={data} serviceTypes={[...listed, ...missing]} onDone={onDone} />;
}
