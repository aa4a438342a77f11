import path from 'node:path';

/** Where an uploaded file waits while its run is analysed and imported (decision 060). */
export const uploadPathOf = (dataDir: string, row: { agencyId: string; id: string }) => path.join(dataDir, 'imports', row.agencyId, `${row.id}.upload`);
