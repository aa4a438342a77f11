import { sql } from 'drizzle-orm';
import { serviceDocuments, services } from './schema/index.ts';

// Conditions written as constants, the way the partial indexes of schema/registry.ts state them.
// Bound as parameters ($2 = 'completed'), they leave a prepared statement's generic plan unable to
// prove the index's predicate, and it reads the agency's every row instead. PGlite's reads are
// prepared (db/pglite-prepared.ts); the plans test times each generic plan against the custom one.
// See decision 047.

/** A service still being worked: services_open_deadline_idx, services_open_prazo_idx. */
export const openService = sql`${services.status} <> 'completed'`;
/** Ready for DETRAN (in emissão, not completed): services_ready_idx. */
export const readyService = sql`${services.posicao} = 'emissao' and ${services.status} <> 'completed'`;
/** A required document not yet received: service_documents_missing_idx. */
export const missingDocument = sql`${serviceDocuments.required} and not ${serviceDocuments.received}`;
