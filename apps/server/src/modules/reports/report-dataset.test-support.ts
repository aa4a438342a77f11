import { owners, origins, services, vehicles } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

// The known dataset the report tests check every definition and filter against: services opened
// around March 2026, with the agency's midnight (UTC−3) between some of them and UTC's.

export type DatasetService = {
  number: number;
  /** When it was opened, in UTC. */
  createdAt: string;
  servico: string;
  capa: string;
  posicao: 'emissao' | 'exigencia' | 'pronto';
  status: 'pending' | 'in_progress' | 'completed';
  prazo: string | null;
  origin: 'alfa' | 'beta' | null;
  by: 'ana' | 'beto';
  valor: number;
  honorarios: number;
  pago: number;
  owner?: { nome: string; cpf?: string; cnpj?: string };
  completedAt?: string;
};

/** Services of agency A. Local dates: #1 02/03, #2 15/03 23:30, #3 31/03 23:59, #4 01/04, #5 28/02, #6 20/03, #7 05/03. */
export const datasetA: DatasetService[] = [
  {
    number: 1,
    createdAt: '2026-03-02T13:00:00Z',
    servico: 'transferencia',
    capa: 'normal',
    posicao: 'emissao',
    status: 'pending',
    prazo: '2099-01-01',
    origin: 'alfa',
    by: 'ana',
    valor: 25000,
    honorarios: 30000,
    pago: 10000,
  },
  {
    number: 2,
    createdAt: '2026-03-16T02:30:00Z',
    servico: 'licenciamento',
    capa: 'dap',
    posicao: 'exigencia',
    status: 'in_progress',
    prazo: '2026-03-10',
    origin: 'beta',
    by: 'beto',
    valor: 10000,
    honorarios: 5000,
    pago: 20000,
  },
  {
    number: 3,
    createdAt: '2026-04-01T02:59:00Z',
    servico: 'primeiro-emplacamento',
    capa: '1a_licenca',
    posicao: 'pronto',
    status: 'completed',
    prazo: '2026-03-20',
    origin: null,
    by: 'ana',
    valor: 40000,
    honorarios: 20000,
    pago: 60000,
    completedAt: '2026-04-02T12:00:00Z',
  },
  {
    number: 4,
    createdAt: '2026-04-01T03:30:00Z',
    servico: 'primeiro-emplacamento',
    capa: 'normal',
    posicao: 'emissao',
    status: 'pending',
    prazo: null,
    origin: 'alfa',
    by: 'ana',
    valor: 9900,
    honorarios: 0,
    pago: 0,
  },
  {
    number: 5,
    createdAt: '2026-03-01T02:00:00Z',
    servico: 'transferencia',
    capa: 'dap',
    posicao: 'emissao',
    status: 'pending',
    prazo: null,
    origin: 'alfa',
    by: 'ana',
    valor: 7700,
    honorarios: 0,
    pago: 0,
  },
  {
    number: 6,
    createdAt: '2026-03-20T15:00:00Z',
    servico: 'transferencia',
    capa: 'dap',
    posicao: 'emissao',
    status: 'pending',
    prazo: null,
    origin: 'alfa',
    by: 'beto',
    valor: 0,
    honorarios: 15000,
    pago: 0,
    owner: { nome: '=HYPERLINK("http://x")', cnpj: '11222333000181' },
  },
  {
    number: 7,
    createdAt: '2026-03-05T12:00:00Z',
    servico: 'primeiro-emplacamento',
    capa: 'normal',
    posicao: 'emissao',
    status: 'pending',
    prazo: null,
    origin: null,
    by: 'ana',
    valor: 1000,
    honorarios: 0,
    pago: 0,
  },
];

/** Inserts the origins, owners, vehicles and services; answers the origins' ids. */
export async function insertDataset(db: Db, agencyId: string, users: Record<'ana' | 'beto', string>, list: DatasetService[]) {
  const [alfa, beta] = await db
    .insert(origins)
    .values([
      { agencyId, nomeEmpresa: 'Loja Alfa', cnpj: '11444777000161' },
      { agencyId, nomeEmpresa: 'Revenda Beta' },
    ])
    .returning({ id: origins.id });
  for (const s of list) {
    const owner = s.owner ?? { nome: `Proprietário ${s.number}`, cpf: s.number === 1 ? '52998224725' : String(s.number).padStart(11, '0') };
    const [o] = await db
      .insert(owners)
      .values({ agencyId, nome: owner.nome, searchName: owner.nome.toLowerCase(), cpf: owner.cpf ?? '', cnpj: owner.cnpj ?? '' })
      .returning({ id: owners.id });
    const placa = `ABC${String(1000 + s.number)}`;
    const [v] = await db
      .insert(vehicles)
      .values({ agencyId, ownerId: o!.id, placa, placaMercosul: placa, renavam: `0063988496${s.number % 10}` })
      .returning({ id: vehicles.id });
    await db.insert(services).values({
      agencyId,
      number: s.number,
      vehicleId: v!.id,
      ownerId: o!.id,
      originId: s.origin === 'alfa' ? alfa!.id : s.origin === 'beta' ? beta!.id : null,
      servico: s.servico,
      capaProcesso: s.capa,
      posicao: s.posicao,
      status: s.status,
      prazo: s.prazo,
      valorCents: s.valor,
      honorariosCents: s.honorarios,
      valorPagoCents: s.pago,
      createdBy: users[s.by],
      createdAt: new Date(s.createdAt),
      completedAt: s.completedAt ? new Date(s.completedAt) : null,
    });
  }
  return { alfa: alfa!.id, beta: beta!.id };
}
