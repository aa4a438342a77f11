import type { Db } from '../../db/client.ts';
import { rawStatement } from '../../lib/raw-statement.ts';

/** An unnamed statement: planned with its arrays each time, as a batch's keys differ every time. */
const query = <R extends Record<string, unknown>>(db: Db, text: string, values: unknown[]) => rawStatement<R>(db, '', text)(values);

// The records a batch of rows may match, read by natural key in one query per table.

export type ExistingOwner = { id: string; cpf: string; cnpj: string } & Record<string, unknown>;
export type ExistingVehicle = { id: string; ownerId: string | null; ownerDoc: string; placaMercosul: string; renavam: string; chassis: string } & Record<
  string,
  unknown
>;
export type ExistingService = {
  id: string;
  vehicleId: string;
  servico: string;
  dataProc: string | null;
  valorPagoCents: number;
} & Record<string, unknown>;

const OWNER_COLUMNS = `id, nome, cpf, cnpj, email, cel, tel_res as "telRes", tel_com as "telCom", cep, endereco, numero, complemento, bairro, municipio, uf, to_char(nasc, 'YYYY-MM-DD') as nasc`;

export async function findOwners(db: Db, agencyId: string, docs: string[]): Promise<Map<string, ExistingOwner>> {
  const found = new Map<string, ExistingOwner>();
  if (!docs.length) return found;
  const rows = await query<ExistingOwner>(
    db,
    // The documents' unique indexes are partial (where <> ''): the query says so to use them.
    `select ${OWNER_COLUMNS} from owners where agency_id = $1 and ((cpf <> '' and cpf = any($2::text[])) or (cnpj <> '' and cnpj = any($2::text[])))`,
    [agencyId, docs],
  );
  for (const r of rows) found.set(r.cpf || r.cnpj, r);
  return found;
}

export async function findVehicles(db: Db, agencyId: string, plates: string[], renavams: string[], chassis: string[]) {
  const all =
    plates.length || renavams.length || chassis.length
      ? await query<ExistingVehicle>(
          db,
          `select v.id, v.owner_id as "ownerId", coalesce(nullif(o.cpf, ''), o.cnpj, '') as "ownerDoc", v.placa_mercosul as "placaMercosul",
                v.renavam, v.chassis, v.marca, v.modelo, v.ano_fabricacao as "anoFabricacao", v.ano_modelo as "anoModelo", v.cor,
                v.combustivel, v.especie, v.tipo, v.categoria
           from vehicles v left join owners o on o.agency_id = v.agency_id and o.id = v.owner_id
          where v.agency_id = $1 and (v.placa_mercosul = any($2::text[]) or v.renavam = any($3::text[]) or (v.chassis <> '' and v.chassis = any($4::text[])))`,
          [agencyId, plates, renavams, chassis],
        )
      : [];
  const byPlate = new Map(all.map((v) => [v.placaMercosul, v]));
  const byRenavam = new Map(all.map((v) => [v.renavam, v]));
  const byChassis = new Map(all.filter((v) => v.chassis).map((v) => [v.chassis, v]));
  return { all, byPlate, byRenavam, byChassis };
}

export async function findServices(db: Db, agencyId: string, vehicleIds: string[]): Promise<ExistingService[]> {
  if (!vehicleIds.length) return [];
  return query<ExistingService>(
    db,
    `select id, vehicle_id as "vehicleId", servico, to_char(data_proc, 'YYYY-MM-DD') as "dataProc", posicao, status,
            to_char(prazo, 'YYYY-MM-DD') as prazo, valor_cents as "valorCents", honorarios_cents as "honorariosCents",
            valor_pago_cents as "valorPagoCents", observacoes
       from services where agency_id = $1 and vehicle_id = any($2::uuid[])`,
    [agencyId, vehicleIds],
  );
}

/** The agency's origins by searchKey of their name. */
export async function originsByName(db: Db, agencyId: string, key: (name: string) => string): Promise<Map<string, string>> {
  const rows = await query<{ id: string; name: string }>(db, 'select id, nome_empresa as name from origins where agency_id = $1', [agencyId]);
  return new Map(rows.map((r) => [key(r.name), r.id]));
}
