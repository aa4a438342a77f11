import { asOptions, combustivelOptions } from '@despacha/domain/contracts/requests/enums';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';

const labels = requestFieldLabels('casos-especiais-comunicacao-venda');
const year = { inputMode: 'numeric', maxLength: 4 } as const;

type Name = FieldOf<'casos-especiais-comunicacao-venda'>;

const vehicleFields = (described: boolean): FieldSpec<Name>[] => [
  { name: 'placaVeiculo', mask: 'plate' },
  { name: 'renavam', mask: 'renavam' },
  { name: 'chassi', mask: 'chassis', span: 2 },
  { name: 'marcaModelo', span: 2, optional: !described },
  { name: 'anoFabricacao', optional: !described, attrs: year },
  { name: 'anoModelo', optional: !described, attrs: year },
];
const colorAndFuel: FieldSpec<Name>[] = [{ name: 'cor' }, { name: 'combustivel', options: asOptions(combustivelOptions) }];
const optionalDescription = vehicleFields(false);
const requiredDescription = vehicleFields(true);

type VehicleFieldsProps = {
  /** Casos Especiais requires make, model and years; the other forms take them optionally. */
  described?: boolean;
  /** Casos Especiais also asks colour and fuel. */
  withColorAndFuel?: boolean;
};

/** The vehicle of Casos Especiais, Informação de Venda and Certidão de Propriedade. */
export function VehicleFields({ described = false, withColorAndFuel = false }: VehicleFieldsProps) {
  const fields = described ? requiredDescription : optionalDescription;
  return <RequestFieldGrid fields={withColorAndFuel ? [...fields, ...colorAndFuel] : fields} labels={labels} />;
}
