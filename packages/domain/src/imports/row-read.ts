import type { OwnerData } from '../contracts/registry/owner.ts';
import type { VehicleData } from '../contracts/registry/vehicle.ts';
import type { Option } from '../options/option.ts';
import type { ServicePosition } from '../statuses.ts';
import type { ImportFieldKey } from './field-keys.ts';

// What Importar dados makes of one spreadsheet row (read-row.ts reads it), and what it reads it with.

export type ImportOwner = Partial<
  Pick<
    OwnerData,
    'nome' | 'cpf' | 'cnpj' | 'email' | 'cel' | 'telRes' | 'telCom' | 'cep' | 'endereco' | 'numero' | 'complemento' | 'bairro' | 'municipio' | 'uf'
  >
> & {
  /** ISO yyyy-mm-dd. */
  nasc?: string;
};

export type ImportVehicle = Partial<
  Pick<
    VehicleData,
    'placa' | 'renavam' | 'chassis' | 'marca' | 'modelo' | 'anoFabricacao' | 'anoModelo' | 'cor' | 'combustivel' | 'especie' | 'tipo' | 'categoria'
  >
>;

export type ImportServiceStatus = 'pending' | 'in_progress' | 'completed';

export type ImportService = {
  /** The service type's value in the agency's catalog. */
  servico: string;
  /** The origin company's name as written ('' when absent); the server finds it among the agency's origins. */
  originName: string;
  posicao: ServicePosition;
  /** As stored: 'late' (Atrasado) is computed from the prazo, so a sheet's "Atrasado" is 'pending'. */
  status: ImportServiceStatus;
  /** ISO yyyy-mm-dd, '' when absent. */
  dataProc: string;
  prazo: string;
  /** The DETRAN fee; null (a blank cell) is "a confirmar" (decision 078), never 0. */
  valorCents: number | null;
  honorariosCents: number;
  valorPagoCents: number;
  observacoes: string;
};

export type ImportRowRead = {
  /** The owner fields the row fills (valid ones only), with the CPF/CNPJ split; null when no owner cell is filled. */
  owner: ImportOwner | null;
  /** The vehicle fields the row fills; null when neither the plate nor the RENAVAM is filled. */
  vehicle: ImportVehicle | null;
  /** The service, when its type is filled and found in the catalog; null otherwise. */
  service: ImportService | null;
  /** The owner's document that links a vehicle to its owner: the normalised CPF or CNPJ, '' when absent. */
  ownerDocument: string;
  /** The forms' message of each refused cell. A row with any is not imported. */
  errors: Partial<Record<ImportFieldKey, string>>;
  /**
   * What a record of the row lacks to be CREATED, with the forms' messages: 'owner.nome' (the
   * owner's name), 'owner.cpfCnpj' (CPF or CNPJ), 'vehicle.placa', 'vehicle.renavam'. Updating a
   * record found by its key does not need them; the server moves them into `errors` when it must
   * create. A field refused in `errors` is not repeated here.
   */
  missing: Partial<Record<ImportFieldKey, string>>;
  /**
   * Every filled cell for the preview: its value as it will be saved, written for people (dates
   * dd/mm/aaaa, money "R$ 1.234,56", documents and plates normalised, a service type or position by
   * its label); a refused cell as it was read (trimmed).
   */
  values: Partial<Record<ImportFieldKey, string>>;
};

export type ImportRowContext = {
  /** The agency's service types (field option `service_type`). */
  serviceTypes: readonly Option[];
  /**
   * The agency's option lists for vehicle attributes, when it has its own; else the installation's.
   * A cell that names an option (by value or label) is stored as the option's value, any other
   * text as written (the vehicle contract takes free text).
   */
  vehicleOptions?: Partial<Record<'cor' | 'combustivel' | 'especie' | 'tipo' | 'categoria', readonly Option[]>>;
};
