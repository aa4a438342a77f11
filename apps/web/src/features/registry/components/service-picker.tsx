import { labelOf } from '@despacha/domain/options/option';
import { agencyStageText, stageOf } from '@despacha/domain/process/stages';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFieldOptions } from '../api/get-field-options.ts';
import type { VehicleRecord } from '../api/get-vehicle-record.ts';
import { registryStrings as s } from '../strings.ts';

const NEW = 'new';

type ServicePickerProps = { record: VehicleRecord; serviceId: string | null; onSelect: (serviceId: string) => void };

/** The open vehicle's services: switch to another one or start a new one for the same vehicle. */
export function ServicePicker({ record, serviceId, onSelect }: ServicePickerProps) {
  const options = useFieldOptions();
  const services = record.services.map((x) => ({
    value: x.id,
    label: s.services.option(
      x.number,
      labelOf(options('service_type'), x.servico, x.servico),
      agencyStageText(stageOf(x)),
      labelOf(serviceStatusOptions, x.status),
    ),
  }));
  return (
    <SelectField
      label={s.services.label}
      className="w-full sm:max-w-xl"
      options={[...services, { value: NEW, label: s.services.newService }]}
      value={serviceId ?? NEW}
      onChange={(event) => onSelect(event.target.value)}
    />
  );
}
