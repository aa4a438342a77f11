import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './platform.ts';
import { users } from './auth.ts';

// Tenant tables: agency_id leads every key so the schema can be distributed by tenant (Citus).

export const tenantKey = () => ({
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id),
  id: uuid('id').notNull().defaultRandom(),
});
const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const t = (name: string) => text(name).notNull().default('');

export const owners = pgTable(
  'owners',
  {
    ...tenantKey(),
    nome: text('nome').notNull(),
    /** Lower-case, accent-free name for partial search (pg_trgm). */
    searchName: text('search_name').notNull(),
    cpf: t('cpf'),
    cnpj: t('cnpj'),
    endereco: t('endereco'),
    numero: t('numero'),
    complemento: t('complemento'),
    bairro: t('bairro'),
    cep: t('cep'),
    municipio: t('municipio'),
    uf: t('uf'),
    orgao: t('orgao'),
    emissao: date('emissao'),
    cnh: t('cnh'),
    nacionalidade: t('nacionalidade'),
    naturalidade: t('naturalidade'),
    nasc: date('nasc'),
    estadoCivil: t('estado_civil'),
    email: t('email'),
    telCom: t('tel_com'),
    ramal: t('ramal'),
    telRes: t('tel_res'),
    cel: t('cel'),
    /** Set when the person's data was erased (LGPD, decision 036); their services stay for the books. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...stamps(),
  },
  (o) => [
    primaryKey({ columns: [o.agencyId, o.id] }),
    uniqueIndex('owners_cpf_uq')
      .on(o.agencyId, o.cpf)
      .where(sql`${o.cpf} <> ''`),
    uniqueIndex('owners_cnpj_uq')
      .on(o.agencyId, o.cnpj)
      .where(sql`${o.cnpj} <> ''`),
    // Tenant first (btree_gin): a common surname is looked up among the agency's owners only.
    index('owners_agency_search_name_trgm').using('gin', o.agencyId, sql`${o.searchName} gin_trgm_ops`),
    // And the name alone, for an agency that fills the table (decision 044, migration 0029).
    index('owners_search_name_trgm').using('gin', sql`${o.searchName} gin_trgm_ops`),
    // Name results are listed alphabetically: for common names the planner walks this index
    // and stops at the first page instead of sorting thousands of matches.
    index('owners_search_name_idx').on(o.agencyId, o.searchName),
    // The Licenciamentos list by owner walks the agency's owners in name order and stops at the
    // page (decision 067): the shown name, not search_name, is that list's order.
    index('owners_nome_idx').on(o.agencyId, o.nome),
  ],
);

export const origins = pgTable(
  'origins',
  {
    ...tenantKey(),
    nomeEmpresa: text('nome_empresa').notNull(),
    razaoSocial: t('razao_social'),
    cnpj: t('cnpj'),
    endereco: t('endereco'),
    numero: t('numero'),
    complemento: t('complemento'),
    cep: t('cep'),
    bairro: t('bairro'),
    municipio: t('municipio'),
    telefone: t('telefone'),
    email: t('email'),
    dataCadastro: date('data_cadastro'),
    ...stamps(),
  },
  (o) => [primaryKey({ columns: [o.agencyId, o.id] }), index('origins_name_idx').on(o.agencyId, o.nomeEmpresa)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    ...tenantKey(),
    ownerId: uuid('owner_id'),
    /** Normalized plate as registered (old or Mercosul). */
    placa: text('placa').notNull(),
    /** The Mercosul form, so ABC1234 and ABC1C34 find the same vehicle. */
    placaMercosul: text('placa_mercosul').notNull(),
    renavam: text('renavam').notNull(),
    chassis: t('chassis'),
    placaAnterior: t('placa_anterior'),
    assinatura: t('assinatura'),
    posicao: t('posicao'),
    envelope: t('envelope'),
    entregue: t('entregue'),
    marca: t('marca'),
    modelo: t('modelo'),
    anoFabricacao: t('ano_fabricacao'),
    anoModelo: t('ano_modelo'),
    chRem: t('ch_rem'),
    especie: t('especie'),
    combustivel: t('combustivel'),
    cilindrada: t('cilindrada'),
    categoria: t('categoria'),
    carro: t('carro'),
    potencia: t('potencia'),
    tipo: t('tipo'),
    capacidadePass: t('capacidade_pass'),
    ton: t('ton'),
    catSeg: t('cat_seg'),
    eixos: t('eixos'),
    procedencia: t('procedencia'),
    cor: t('cor'),
    origemServico: t('origem_servico'),
    capaProcesso: t('capa_processo'),
    /**
     * The owner's name ('' without one), kept by triggers (migration 0056) for Licenciamentos' order
     * by owner, which reads it final by final from vehicles_owner_name_idx (decision 085).
     */
    ownerNome: text('owner_nome').notNull().default(''),
    ...stamps(),
  },
  (v) => [
    primaryKey({ columns: [v.agencyId, v.id] }),
    foreignKey({ columns: [v.agencyId, v.ownerId], foreignColumns: [owners.agencyId, owners.id] }),
    uniqueIndex('vehicles_placa_uq').on(v.agencyId, v.placaMercosul),
    uniqueIndex('vehicles_renavam_uq').on(v.agencyId, v.renavam),
    uniqueIndex('vehicles_chassis_uq')
      .on(v.agencyId, v.chassis)
      .where(sql`${v.chassis} <> ''`),
    index('vehicles_owner_idx').on(v.agencyId, v.ownerId),
    // Registrar exigência's service lookup and the exigências queue: part of a plate, in either spelling.
    index('vehicles_placa_trgm').using('gin', sql`${v.placa} gin_trgm_ops`, sql`${v.placaMercosul} gin_trgm_ops`),
    // Licenciamentos (decision 065): the due month follows the plate's last digit alone, the same
    // in either spelling, so a month's vehicles are a range of this index; with the plate and id
    // in it, the page's order and the count read the index alone; with the owner too, an origin's
    // vehicles ordered by owner join the owners straight from it (migration 0055).
    index('vehicles_plate_final_idx').on(v.agencyId, sql`right(${v.placaMercosul}, 1)`, v.placaMercosul, v.id, v.ownerId),
    // The same ranges in the owner's name order, so a page by owner reads each final only up to
    // its reach, however deep (decision 085).
    index('vehicles_owner_name_idx').on(v.agencyId, sql`right(${v.placaMercosul}, 1)`, v.ownerNome, v.placaMercosul, v.id),
  ],
);

export const services = pgTable(
  'services',
  {
    ...tenantKey(),
    /** Sequential per agency, shown to users as the service number. */
    number: integer('number').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    originId: uuid('origin_id'),
    servico: text('servico').notNull(),
    assinatura: t('assinatura'),
    posicao: text('posicao').notNull().default('emissao'),
    origemServico: t('origem_servico'),
    capaProcesso: t('capa_processo'),
    dataProc: date('data_proc'),
    prazo: date('prazo'),
    nCrvInf: t('n_crv_inf'),
    emissao: date('emissao'),
    uf: t('uf'),
    restricoes: t('restricoes'),
    finArr: t('fin_arr'),
    exProp: t('ex_prop'),
    cpfCnpjAnt: t('cpf_cnpj_ant'),
    crvCrlv: boolean('crv_crlv').notNull().default(false),
    declPerda: boolean('decl_perda').notNull().default(false),
    status: text('status').notNull().default('pending'),
    /**
     * The DETRAN fee (a pass-through). Null is "a confirmar": the catalog had no confirmed fee for
     * the year and nobody typed one; totals leave it out and say so (decision 078). 0 is an exemption.
     */
    valorCents: integer('valor_cents'),
    honorariosCents: integer('honorarios_cents').notNull().default(0),
    duvidasCents: integer('duvidas_cents').notNull().default(0),
    extrasCents: integer('extras_cents').notNull().default(0),
    valorPagoCents: integer('valor_pago_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    observacoes: t('observacoes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The effective legal deadline: the prazo, else the catalog's deadline counted from the data do
     * processo or the opening day. Kept by a trigger (migration 0024) so the agenda and dashboard
     * range over an index instead of computing it for every open service (decision 044).
     */
    deadline: date('deadline'),
    /** The staff user who opened the service (reports filter by it); null before migration 0010. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (s) => [
    primaryKey({ columns: [s.agencyId, s.id] }),
    uniqueIndex('services_number_uq').on(s.agencyId, s.number),
    foreignKey({ columns: [s.agencyId, s.vehicleId], foreignColumns: [vehicles.agencyId, vehicles.id] }),
    foreignKey({ columns: [s.agencyId, s.ownerId], foreignColumns: [owners.agencyId, owners.id] }),
    foreignKey({ columns: [s.agencyId, s.originId], foreignColumns: [origins.agencyId, origins.id] }),
    index('services_vehicle_idx').on(s.agencyId, s.vehicleId),
    index('services_owner_idx').on(s.agencyId, s.ownerId),
    index('services_status_idx').on(s.agencyId, s.status),
    index('services_created_idx').on(s.agencyId, s.createdAt),
    // Comissões (issue 34 item 13): one origin's services over a period by the statement's date,
    // the data do processo else the opening day in São Paulo (an index range, not every service).
    // The vehicle last: Licenciamentos' origin filter reads an origin's vehicles from the index alone.
    index('services_origin_date_idx').on(
      s.agencyId,
      s.originId,
      sql`coalesce(${s.dataProc}, (${s.createdAt} at time zone 'America/Sao_Paulo')::date)`,
      s.vehicleId,
    ),
    index('services_open_deadline_idx')
      .on(s.agencyId, s.deadline)
      .where(sql`${s.status} <> 'completed'`),
    // "Is this service still open?" for each late vistoria (the agenda, its dashboard card): an
    // index-only probe of the few open services instead of a heap fetch of each (5.4 -> 0.6 ms).
    index('services_open_id_idx')
      .on(s.agencyId, s.id)
      .where(sql`${s.status} <> 'completed'`),
    index('services_open_prazo_idx')
      .on(s.agencyId, s.prazo, s.status)
      .where(sql`${s.status} <> 'completed'`),
    // Nova guia's candidates (ready for DETRAN: in emissão, not completed), listed by number.
    index('services_ready_idx')
      .on(s.agencyId, s.number)
      .where(sql`${s.posicao} = 'emissao' and ${s.status} <> 'completed'`),
    // The dashboard's "em exigência" card: only the services there now.
    index('services_exigencia_idx')
      .on(s.agencyId, s.updatedAt)
      .where(sql`${s.posicao} = 'exigencia'`),
    // Licenciamentos (decision 065): the vehicles licensed in a year, read once into a hash.
    index('services_licensed_idx')
      .on(s.agencyId, s.completedAt, s.vehicleId)
      .where(sql`${s.servico} = 'licenciamento' and ${s.status} = 'completed'`),
    // The dashboard's count of services whose DETRAN fee is "a confirmar" (decision 078), left out
    // of "A receber": a few rows, found without reading the agency's services.
    index('services_fee_to_confirm_idx')
      .on(s.agencyId)
      .where(sql`${s.valorCents} is null`),
  ],
);

/** A checklist item the service needs (required) and whether it has arrived (received). */
export const serviceDocuments = pgTable(
  'service_documents',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    serviceId: uuid('service_id').notNull(),
    item: text('item').notNull(),
    required: boolean('required').notNull().default(true),
    received: boolean('received').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (d) => [
    primaryKey({ columns: [d.agencyId, d.serviceId, d.item] }),
    foreignKey({ columns: [d.agencyId, d.serviceId], foreignColumns: [services.agencyId, services.id] }).onDelete('cascade'),
    // The dashboard's "documentos pendentes": the few missing among an agency's received ones.
    index('service_documents_missing_idx')
      .on(d.agencyId, d.serviceId)
      .where(sql`${d.required} and not ${d.received}`),
  ],
);

export const serviceFiles = pgTable(
  'service_files',
  {
    ...tenantKey(),
    serviceId: uuid('service_id').notNull(),
    item: t('item'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (f) => [
    primaryKey({ columns: [f.agencyId, f.id] }),
    foreignKey({ columns: [f.agencyId, f.serviceId], foreignColumns: [services.agencyId, services.id] }).onDelete('cascade'),
    index('service_files_service_idx').on(f.agencyId, f.serviceId),
  ],
);

/**
 * Append-only history of a service's positions (emissão, exigência, pronto) and the process stage
 * each movement left it in (decision 058): emissão is at the agency or at DETRAN.
 */
export const serviceMovements = pgTable(
  'service_movements',
  {
    ...tenantKey(),
    serviceId: uuid('service_id').notNull(),
    position: text('position').notNull(),
    stage: text('stage').notNull().default('agencia'),
    movedOn: date('moved_on').notNull(),
    note: t('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (m) => [
    primaryKey({ columns: [m.agencyId, m.id] }),
    foreignKey({ columns: [m.agencyId, m.serviceId], foreignColumns: [services.agencyId, services.id] }).onDelete('cascade'),
    index('service_movements_service_idx').on(m.agencyId, m.serviceId, m.createdAt),
  ],
);

/** Vistoria scheduling of a service (spec: data, hora, posto, conclusão). */
export const inspections = pgTable(
  'inspections',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    serviceId: uuid('service_id').notNull(),
    data: date('data'),
    hora: t('hora'),
    posto: t('posto'),
    conclusao: t('conclusao'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (i) => [
    primaryKey({ columns: [i.agencyId, i.serviceId] }),
    foreignKey({ columns: [i.agencyId, i.serviceId], foreignColumns: [services.agencyId, services.id] }).onDelete('cascade'),
    index('inspections_data_idx').on(i.agencyId, i.data),
    // Late vistorias are past ones with no conclusão; an agency's concluded past is most of its rows.
    index('inspections_unconcluded_idx')
      .on(i.agencyId, i.data)
      .where(sql`${i.conclusao} = ''`),
  ],
);

/** Who did what in the agency: recent activities now, the LGPD audit trail later. */
export const activities = pgTable(
  'activities',
  {
    ...tenantKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: t('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (a) => [
    primaryKey({ columns: [a.agencyId, a.id] }),
    index('activities_recent_idx').on(a.agencyId, a.createdAt),
    // The platform-wide dashboard's latest activities, across agencies.
    index('activities_created_idx').on(a.createdAt),
    // Users screens' "último acesso" (admin users, agency Usuários, client detail): a user's latest sign-in.
    index('activities_sign_ins_idx')
      .on(a.agencyId, a.actorId, a.createdAt)
      .where(sql`${a.action} = 'signed_in'`),
  ],
);
