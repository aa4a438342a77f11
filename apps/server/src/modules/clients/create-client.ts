import { and, eq } from 'drizzle-orm';
import type { CreateClientData } from '@despacha/domain/contracts/admin';
import type { ClientListItem, UpdateClientData } from '@despacha/domain/contracts/clients';
import { clientMessages } from '@despacha/domain/admin-messages';
import type { Db, Tx } from '../../db/client.ts';
import { agencies, plans } from '../../db/schema/index.ts';
import { assertCnpjFree } from '../agencies/public.ts';
import { recordActivity } from '../../lib/activity.ts';
import { addDays } from '../../lib/dates.ts';
import { HttpError, invalid } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { createAgencyUser, type CreateUserDeps, type CreatedUser } from '../users/public.ts';
import { getClientListItem } from './queries.ts';
import { readSettings } from '../settings/public.ts';

type ActorRef = Pick<Actor, 'userId' | 'name'>;

/** The columns the admin types, on the new-client form and on the edit form, as stored. */
export function clientColumns(data: UpdateClientData) {
  return {
    name: data.name,
    email: data.email.toLowerCase(),
    phone: data.phone || null,
    cnpj: data.cnpj ?? '',
    address: data.address || null,
    city: data.city || null,
    state: data.state ? data.state.toUpperCase() : null,
    zipCode: data.zipCode || null,
    additionalUsers: data.additionalUsers,
  };
}

export async function findActivePlan(db: Db | Tx, planId: string) {
  return db.query.plans.findFirst({ where: and(eq(plans.id, planId), eq(plans.active, true)) });
}

/**
 * An admin registers a client: the agency, its first user (a dispatcher invited by e-mail to set
 * a password) and the audit entry commit together; the invitation leaves only after the commit.
 */
export async function createClient(deps: CreateUserDeps, data: CreateClientData, actor: ActorRef): Promise<ClientListItem> {
  const { db } = deps;
  const plan = await findActivePlan(db, data.planId);
  if (!plan) throw invalid({ planId: clientMessages.planUnknown });
  if (data.adminEmail && !data.adminName) throw invalid({ adminName: clientMessages.adminNameRequired });
  if (data.adminName && !data.adminEmail) throw invalid({ adminEmail: clientMessages.adminEmailRequired });

  const trialPeriod = data.trialPeriod ?? (await readSettings(db)).platform.trialPeriodDays;
  const trialDays = trialPeriod > 0 ? trialPeriod : plan.trialDays;
  let firstUser: CreatedUser | null = null;
  const agencyId = await db.transaction(async (tx) => {
    const columns = clientColumns(data);
    await assertCnpjFree(tx, columns.cnpj);
    const [agency] = await tx
      .insert(agencies)
      .values({
        ...columns,
        planId: plan.id,
        status: data.status,
        trialEndsAt: data.status === 'trial' ? addDays(new Date(), trialDays) : null,
      })
      .returning({ id: agencies.id });
    const id = agency!.id;
    await recordActivity(tx, id, actor, {
      action: 'created',
      entity: 'client',
      entityId: id,
      summary: `Cliente ${data.name} cadastrado no plano ${plan.name}`,
    });
    if (data.adminEmail) {
      try {
        firstUser = await createAgencyUser(
          deps,
          { agencyId: id, name: data.adminName, email: data.adminEmail, phone: data.adminPhone || null, role: 'dispatcher' },
          actor,
          tx,
        );
      } catch (err) {
        // The form calls this field adminEmail; the users module names it email.
        if (err instanceof HttpError && err.code === 'EMAIL_TAKEN') throw new HttpError(409, err.code, err.message, { adminEmail: err.message });
        throw err;
      }
    }
    return id;
  });
  await (firstUser as CreatedUser | null)?.sendInvitation();
  return (await getClientListItem(db, agencyId))!;
}
