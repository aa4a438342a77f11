import { and, eq, ne } from 'drizzle-orm';
import { demandFirstLine } from '@despacha/domain/exigencias/rules';
import { shiftDay } from '@despacha/domain/agency-calendar';
import type { Db } from '../client.ts';
import { exigencias, serviceDocuments, serviceMovements, services } from '../schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

/** What DETRAN asks for most often, with the checklist items each demand names. */
const DEMANDS: { demand: string; items: string[] }[] = [
  { demand: 'Apresentar laudo de vistoria dentro da validade.\nO laudo entregue venceu antes da análise.', items: ['laudo-vistoria'] },
  { demand: 'Reconhecer firma do vendedor no ATPV-e.', items: ['atpv'] },
  { demand: 'Apresentar comprovante de residência em nome do proprietário, emitido há menos de 90 dias.', items: ['comprovante-residencia'] },
  { demand: 'Quitar as multas em aberto e apresentar o comprovante.', items: ['multas'] },
  { demand: 'Procuração sem poderes para transferência: apresentar nova procuração.', items: ['procuracao', 'identidade'] },
];

/**
 * The demo's services in position "exigência" each get the exigência that put them there, so the
 * Retorno de Exigência queue and the dashboard's card agree with the registry (decision 037): the
 * demanded documents required and not received, the movement's note the demand's first line.
 * Written directly, as the rest of the seed: no activity or audit lines for data nobody typed.
 */
export async function seedDemoExigencias(db: Db, agencyId: string, actor: { id: string }) {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.posicao, 'exigencia'), ne(services.status, 'completed')))
    .orderBy(services.number);
  const today = todayIso();
  for (const [i, s] of rows.entries()) {
    const { demand, items } = DEMANDS[i % DEMANDS.length]!;
    // The day of the seed's movement to "exigência". Every other one has a deadline; the first of
    // those is already past, so a late one shows too.
    const raisedOn = shiftDay(today, -1);
    const deadline = i % 2 === 0 ? (i === 0 ? raisedOn : shiftDay(today, 10 + i)) : null;
    await db.insert(exigencias).values({ agencyId, serviceId: s.id, demand, items, raisedOn, deadline, responsibleId: actor.id, createdBy: actor.id });
    await db
      .insert(serviceDocuments)
      .values(items.map((item) => ({ agencyId, serviceId: s.id, item, required: true, received: false })))
      .onConflictDoUpdate({ target: [serviceDocuments.agencyId, serviceDocuments.serviceId, serviceDocuments.item], set: { required: true, received: false } });
    await db
      .update(serviceMovements)
      .set({ note: demandFirstLine(demand) })
      .where(and(eq(serviceMovements.agencyId, agencyId), eq(serviceMovements.serviceId, s.id), eq(serviceMovements.position, 'exigencia')));
  }
  return rows.length;
}
