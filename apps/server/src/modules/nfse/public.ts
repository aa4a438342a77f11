// What this module exports for the other modules (lint: they import nothing else of it).
// The DPS signer and the NfseGateway open the agency's A1 certificate through this, with the
// platform's NFSE_CERT_KEY (config.nfseCertKey), and read the fiscal settings the DPS carries.
export { loadAgencyCertificate } from './certificate.ts';
export type { AgencyCertificate } from './certificate.ts';
export { savedSettingsOf as nfseSettingsOf } from './settings.ts';
// The receipt of a service names its authorised NFS-e (services' receipt, the forms library's Recibo).
export { authorisedNfseOf } from './receipt-nfse.ts';
export type { ReceiptNfse } from './receipt-nfse.ts';
