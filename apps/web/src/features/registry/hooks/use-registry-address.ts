import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { REGISTRY_PARAMS as P, registryTabOf, type RegistryTabLink } from '../../../lib/registry-links.ts';
import type { useRegistryRecord } from './use-registry-record.ts';

type Record = ReturnType<typeof useRegistryRecord>;

/** The field the cursor lands in when a link opens a tab (the first of each). */
const firstField: { [K in RegistryTabLink]: `${K}.${string}` } = {
  vehicle: 'vehicle.assinatura',
  owner: 'owner.nome',
  service: 'service.servico',
};

/**
 * The address and the open record follow each other: ?veiculo=&servico= opens that record (a
 * dashboard link, Back after leaving the screen) and ?aba= a tab with the cursor in its first field;
 * opening or saving a record writes it into the address (replacing the entry, so Back leaves the
 * screen instead of stepping through every record opened).
 */
export function useRegistryAddress(record: Record) {
  const [params, setParams] = useSearchParams();
  const vehicleId = params.get(P.vehicle);
  const serviceId = params.get(P.service);
  const tab = registryTabOf(params.get(P.tab));
  const { open } = record;
  const recordRef = useRef(record);
  recordRef.current = record;

  useEffect(() => {
    const current = recordRef.current;
    if (vehicleId) {
      if (vehicleId !== current.open?.vehicleId || (serviceId ?? null) !== current.open.serviceId) void current.openVehicle(vehicleId, serviceId ?? undefined);
    } else if (tab) {
      current.showField(firstField[tab]);
    }
  }, [vehicleId, serviceId, tab]);

  const shown = useRef<string | null>(null);
  const target = open?.vehicleId ?? null;
  const targetService = open?.serviceId ?? null;
  // Only a change of the open record writes the address (the effect below); reading it is the effect above.
  const writeAddress = useEffectEvent((target: string | null, targetService: string | null) => {
    const before = shown.current;
    shown.current = target;
    if (target) {
      if (target !== vehicleId || targetService !== serviceId) {
        const next = new URLSearchParams({ [P.vehicle]: target });
        if (targetService) next.set(P.service, targetService);
        setParams(next, { replace: true });
      }
    } else if (before && vehicleId) {
      // Novo Cadastro: the address no longer names the record just left.
      setParams(new URLSearchParams(), { replace: true });
    }
  });
  useEffect(() => writeAddress(target, targetService), [target, targetService]);
}
