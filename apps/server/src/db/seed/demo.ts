import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { passwordHasher } from '../../lib/password-hash.ts';
import type { Db } from '../client.ts';
import { accounts, agencies, profiles, users } from '../schema/index.ts';
import { DEMO_PASSWORD, demoAccounts, demoAgency } from './demo-accounts.ts';
import { seedDemoRegistry } from './demo-registry.ts';
import { seedDemoCommissions } from './demo-commissions.ts';
import { seedDemoCredit } from './demo-credit.ts';
import { seedDemoExigencias } from './demo-exigencias.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { seedDemoClients } from './demo-clients.ts';
import { seedDemoRequests } from './demo-requests.ts';
import type { Storage } from '../../lib/storage.ts';

/** Fills a fresh database with a demo agency, its logins and its registry; does nothing once they exist. */
export async function seedDemo(db: Db, storage: Storage, ownerEmail: string | undefined): Promise<boolean> {
  const existing = await db.query.agencies.findFirst({ where: eq(agencies.cnpj, demoAgency.cnpj) });
  if (existing) return false;
  const passwordHash = await passwordHasher.hash(DEMO_PASSWORD);
  const manager = { id: '', name: '' };
  const agencyId = await db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      .values({ ...demoAgency, status: 'active' })
      .returning();
    for (const account of demoAccounts) {
      if (await tx.query.users.findFirst({ where: eq(users.email, account.email) })) continue;
      const id = crypto.randomUUID();
      await tx.insert(users).values({ id, name: account.name, email: account.email, emailVerified: true });
      await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
      // The admin login must be the platform owner, or it would be demoted to 'user' by design.
      const role = account.role === 'admin' && account.email !== ownerEmail ? 'user' : account.role;
      await tx.insert(profiles).values({
        id,
        name: account.name,
        email: account.email,
        role,
        agencyId: account.inAgency ? agency!.id : null,
      });
      if (role === 'dispatcher') Object.assign(manager, { id, name: account.name });
    }
    return agency!.id;
  });
  await seedDemoRegistry(db, storage, agencyId, manager);
  await seedDemoCommissions(db, agencyId, manager);
  await seedDemoCredit(db, agencyId, manager);
  await seedDemoExigencias(db, agencyId, manager);
  await seedDemoQuotes(db, agencyId, manager);
  await seedDemoRequests(db, agencyId, manager);
  await seedDemoClients(db, demoAccounts.find((a) => a.role === 'admin')!.email);
  return true;
}
