import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { registryMessages } from '@despacha/domain/contracts/registry/messages';
import { verifiedCodes } from '@despacha/domain/service-catalog/duda-code';
import { moneyText } from '@despacha/domain/validators/money';
import { useServiceCatalog } from '../api/get-service-catalog.ts';
import type { RegistrationForm } from '../form-values.ts';
import { catalogHintStrings as hint } from '../strings.ts';

/**
 * Cadastro do Serviço: what the catalog holds for the chosen type (this year's DETRAN fee, or that
 * there is none; the verified DUDA codes; the legal deadline). A new service's empty Valor takes
 * the fee, as the server would on save; a typed value is never replaced.
 */
export function CatalogFeeHint() {
  const { control, getValues, setValue } = useFormContext<RegistrationForm>();
  const [servico, serviceId] = useWatch({ control, name: ['service.servico', 'service.id'] });
  const { data } = useServiceCatalog();
  const entry = data?.find((e) => e.serviceType === servico);
  const filled = useRef('');

  useEffect(() => {
    if (!entry || serviceId) return;
    const current = getValues('service.valor');
    // Only a blank Valor, or the fee this hint put there for another type, follows the type.
    if (current !== '' && current !== filled.current) return;
    const next = entry.currentFeeCents !== null ? moneyText(entry.currentFeeCents) : '';
    filled.current = next;
    if (next !== current) setValue('service.valor', next, { shouldDirty: true });
  }, [entry, serviceId, getValues, setValue]);

  if (!entry) return null;
  const codes = verifiedCodes(entry.dudaCodes);
  return (
    <div role="status" aria-label={hint.label} className="flex flex-col gap-0.5 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      {entry.currentFeeCents === null ? (
        <p className="font-medium text-amber-800">{registryMessages.feeToConfirm(entry.currentYear)}</p>
      ) : (
        <p className="text-slate-700">{hint.fee(entry.currentYear, entry.currentFeeCents)}</p>
      )}
      {codes.length > 0 ? <p className="text-slate-600">{hint.duda(codes.join(', '))}</p> : null}
      {entry.deadlineDays !== null ? <p className="text-slate-600">{hint.deadline(entry.deadlineDays, entry.deadlineBasis)}</p> : null}
    </div>
  );
}
