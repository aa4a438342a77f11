import { eq } from 'drizzle-orm';
import type { CreateUserData, CreatedUserResponse } from '@despacha/domain/contracts/users';
import { adminMessages, userMessages } from '@despacha/domain/admin-messages';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import type { Auth } from '../../lib/auth.ts';
import { invalid, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import { createAgencyUser, RESET_PASSWORD_PAGE, type CreateUserDeps } from './create-user.ts';
import { findProfile } from './queries.ts';
import type { UserActor } from './set-user-active.ts';

/** /admin/users/new: a user with the temporary password the admin generated, in the chosen agency. */
export async function createUserByAdmin(deps: CreateUserDeps, body: CreateUserData, actor: UserActor): Promise<CreatedUserResponse> {
  const role = body.role as Exclude<CreateUserData['role'], ''>;
  let client: { id: string; name: string } | null = null;
  if (role !== 'admin') {
    const found = isUuid(body.clientId)
      ? await deps.db.query.agencies.findFirst({ columns: { id: true, name: true }, where: eq(agencies.id, body.clientId) })
      : undefined;
    if (!found) throw invalid({ clientId: adminMessages.clientMissing });
    client = found;
  }
  const { userId } = await createAgencyUser(
    deps,
    { agencyId: client?.id ?? null, name: body.name, email: body.email, phone: body.phone, role, temporaryPassword: body.temporaryPassword },
    actor,
  );
  return { id: userId, name: body.name, email: body.email.toLowerCase(), role, clientName: client?.name ?? null };
}

/** Sends better-auth's reset-password mail to the user (the same mail as "Esqueci minha senha"). */
export async function sendPasswordReset(db: Db, auth: Auth, id: string): Promise<void> {
  const target = await findProfile(db, { id });
  if (!target) throw notFound(userMessages.userMissing);
  await auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: RESET_PASSWORD_PAGE } });
}
