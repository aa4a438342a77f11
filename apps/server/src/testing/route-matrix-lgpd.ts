import { agencyExports } from '../db/schema/index.ts';
import { createStorage } from '../lib/storage.ts';
import { zipKeyOf } from '../modules/lgpd/agency-export.ts';
import type { Probe } from './route-matrix-probe.ts';
import type { World } from './route-matrix-world.ts';

// Privacidade e dados (decision 036) in the role × tenant matrix: the dispatcher's only. A's
// owner's CPF is not an id, so agency B's manager asking for it is told 404 by hand.
const A_CPF = '371.826.459-55';

/** A finished export of A with its file, made for each call: a real export elsewhere may replace older files. */
async function exportOfA(w: World): Promise<{ id: string }> {
  const [row] = await w.t.db.insert(agencyExports).values({ agencyId: w.a.agencyId, status: 'done', finishedAt: new Date() }).returning();
  await createStorage(w.t.config).put(zipKeyOf(row!), Buffer.from('PK\u0005\u0006' + '\0'.repeat(18), 'latin1'));
  w.aIds.push(row!.id);
  return { id: row!.id };
}

export const lgpdProbes: Record<string, Probe> = {
  'POST /api/lgpd/person': { access: 'dispatcher', body: () => ({ document: A_CPF }), except: { managerB: 404 } },
  'POST /api/lgpd/person/export': { access: 'dispatcher', body: () => ({ document: A_CPF, format: 'json' }), except: { managerB: 404 } },
  'POST /api/lgpd/person/anonymise': {
    access: 'dispatcher',
    body: () => ({ document: A_CPF, confirmation: 'ANONIMIZAR' }),
    except: { managerB: 404 },
    stage: 1,
  },
  'GET /api/lgpd/agency-export': { access: 'dispatcher' },
  'POST /api/lgpd/agency-export': { access: 'dispatcher' },
  'GET /api/lgpd/agency-export/:id/download': { access: 'dispatcher', params: exportOfA },
};
