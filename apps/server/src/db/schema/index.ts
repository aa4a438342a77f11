export * from './auth.ts';
export * from './platform.ts';
export * from './registry.ts';
export * from './requests.ts';
export * from './subscriptions.ts';
export * from './catalog.ts';
export * from './billing.ts';
export * from './ledger.ts';
