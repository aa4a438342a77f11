import { sql, type SQL } from 'drizzle-orm';
import type { ProcessStage } from '@despacha/domain/process/stages';
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
/** Each process stage as stored, the conditions `stageOf` reads (decision 058). */
export const stageIs: Record<ProcessStage, SQL> = {
  agencia: sql`${services.posicao} = 'emissao' and ${services.status} = 'pending'`,
  detran: sql`${services.posicao} = 'emissao' and ${services.status} = 'in_progress'`,
  exigencia: sql`${services.posicao} = 'exigencia' and ${services.status} <> 'completed'`,
  pronto: sql`${services.posicao} = 'pronto' and ${services.status} <> 'completed'`,
  concluido: sql`${services.status} = 'completed'`,
};
/** A required document not yet received: service_documents_missing_idx. */
export const missingDocument = sql`${serviceDocuments.required} and not ${serviceDocuments.received}`;
