// The service's authorised NFS-e as its receipt names it (issue 37: "the service's receipt names it").
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nfseDocuments } from '../../db/schema/index.ts';

export type ReceiptNfse = { number: string; accessKey: string | null };

/** The service's authorised NFS-e (the latest, should there be more), or null; cancelled ones are not named. */
export async function authorisedNfseOf(db: Db, agencyId: string, serviceId: string): Promise<ReceiptNfse | null> {
  const [row] = await db
    .select({ number: nfseDocuments.nfseNumber, accessKey: nfseDocuments.accessKey })
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.agencyId, agencyId), eq(nfseDocuments.serviceId, serviceId), eq(nfseDocuments.status, 'autorizada')))
    .orderBy(desc(nfseDocuments.createdAt))
    .limit(1);
  return row?.number ? { number: row.number, accessKey: row.accessKey } : null;
}
