// The sample forms live with the contracts (one set for every test); e2e/requests-history.spec.ts
// still imports them from here.
export { SAMPLE_PLATE, sampleRequests } from '@despacha/domain/contracts/requests/samples';
