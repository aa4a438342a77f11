import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { importRuns } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage.ts';

// An import run's row and what working on it needs: shared by the job (job.ts), the file of its
// refused rows (error-file.ts, which job.ts calls) and the routes.

export type ImportDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };
export type RunRow = typeof importRuns.$inferSelect;
