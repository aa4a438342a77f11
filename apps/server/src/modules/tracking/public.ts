// What this module exports for the other modules (lint: they import nothing else of it).
export { queueCustomerNotification } from './queue.ts';
// The owner's e-mail consent (LGPD), checked by whatever else e-mails the customer (the NFS-e, decision 081).
export { emailConsentOf } from './consent.ts';
