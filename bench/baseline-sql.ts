// The SQL text of bench/baseline-server.ts, written here by hand: no product module, so the
// yardstick carries none of the product's code. bench/api.ts checks it is the very text the
// product sends (searchSql in apps/server/src/modules/registry/search-statements.ts) before timing.

// Columns in table order; `::text` marks the `date` columns, which the product reads as text.
const VEHICLE = `agency_id id owner_id placa placa_mercosul renavam chassis placa_anterior assinatura posicao envelope
  entregue marca modelo ano_fabricacao ano_modelo ch_rem especie combustivel cilindrada categoria carro potencia tipo
  capacidade_pass ton cat_seg eixos procedencia cor origem_servico capa_processo owner_nome created_at updated_at`;
const OWNER = `agency_id id nome search_name cpf cnpj endereco numero complemento bairro cep municipio uf orgao
  emissao::text cnh nacionalidade naturalidade nasc::text estado_civil email tel_com ramal tel_res cel anonymised_at
  created_at updated_at`;
const SERVICE = `agency_id id number vehicle_id owner_id origin_id servico assinatura posicao origem_servico capa_processo
  data_proc::text prazo::text n_crv_inf emissao::text uf restricoes fin_arr ex_prop cpf_cnpj_ant crv_crlv decl_perda status
  valor_cents honorarios_cents duvidas_cents extras_cents valor_pago_cents paid_at observacoes completed_at
  deadline::text created_by created_at updated_at`;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const select = (alias: string, columns: string) =>
  columns
    .trim()
    .split(/\s+/)
    .map((c) => {
      const [name, cast = ''] = c.split('::');
      return `"${alias}"."${name}"${cast && `::${cast}`} as "${alias}_${camel(name!)}"`;
    })
    .join(', ');

export const baselineSql = {
  vehicleByPlate: `select ${select('v', VEHICLE)}, ${select('o', OWNER)} from vehicles v
   inner join owners o on o.agency_id = v.agency_id and o.id = v.owner_id
   where v.agency_id = $1 and v.placa_mercosul = $2 limit $3`,
  openServicesOf: `select ${select('s', SERVICE)} from services s
    where s.agency_id = $1 and s.vehicle_id = any($2::uuid[]) and s.status <> 'completed'
    order by s.created_at desc`,
};
