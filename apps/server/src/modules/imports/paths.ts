/**
 * Where an uploaded file waits in storage while its run is analysed and imported (decisions 060,
 * 069): the data folder or S3, so whichever instance resumes the run finds it.
 */
export const uploadKeyOf = (row: { agencyId: string; id: string }) => `${row.agencyId}/imports/${row.id}`;
