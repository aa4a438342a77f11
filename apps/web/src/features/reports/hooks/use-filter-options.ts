import { useMemo } from 'react';
import type { Option } from '@despacha/domain/options/option';
import { servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import { processStageOptions } from '@despacha/domain/process/stages';
import { isDispatcher } from '@despacha/domain/roles';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { useSignedIn } from '../../../lib/auth.tsx';
import { useOriginOptions, useServiceTypeOptions, useStaffOptions } from '../api/filter-options.ts';
import { reportStrings as s } from '../strings.ts';

export type FilterOptionList = { options: readonly Option[]; failed: boolean };
export type FilterOptions = {
  origins: FilterOptionList;
  servicos: FilterOptionList;
  etapas: FilterOptionList;
  posicoes: FilterOptionList;
  statuses: FilterOptionList;
  users: FilterOptionList;
  /** Names a chosen value the way its select shows it (the value itself until the list arrives). */
  label: Record<'originId' | 'servico' | 'etapa' | 'posicao' | 'status' | 'userId', (value: string) => string>;
};

const labelIn = (options: readonly Option[]) => (value: string) => options.find((o) => o.value === value)?.label ?? value;

/**
 * The filters' choices. A dispatcher picks any staff user of the agency; a plain user cannot list
 * the agency's users (the server says 403), so they may narrow the report to their own services.
 */
export function useFilterOptions(): FilterOptions {
  const { me } = useSignedIn();
  const dispatcher = isDispatcher(me.profile.role);
  const origins = useOriginOptions();
  const servicos = useServiceTypeOptions();
  const staff = useStaffOptions(dispatcher);
  const self = me.profile.name || me.user.name;

  return useMemo(() => {
    const users: FilterOptionList = dispatcher
      ? { options: staff.data ?? [], failed: staff.isError }
      : { options: [{ value: me.user.id, label: s.me(self) }], failed: false };
    const lists = {
      origins: { options: origins.data ?? [], failed: origins.isError },
      servicos: { options: servicos.data ?? [], failed: servicos.isError },
      etapas: { options: processStageOptions, failed: false },
      posicoes: { options: servicePosicaoOptions, failed: false },
      statuses: { options: serviceStatusOptions, failed: false },
      users,
    };
    return {
      ...lists,
      label: {
        originId: labelIn(lists.origins.options),
        servico: labelIn(lists.servicos.options),
        etapa: labelIn(lists.etapas.options),
        posicao: labelIn(lists.posicoes.options),
        status: labelIn(lists.statuses.options),
        userId: labelIn(users.options),
      },
    };
  }, [dispatcher, staff.data, staff.isError, origins.data, origins.isError, servicos.data, servicos.isError, me.user.id, self]);
}
