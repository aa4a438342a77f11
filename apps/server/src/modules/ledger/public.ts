// What this module exports for the other modules (lint: they import nothing else of it).
export { amountsOf, expensesOf, paymentsOf, refreshPaidTotal } from './queries.ts';
// The ledger writes the routes call, for the demo seed (db/seed/demo-credit.ts): the same rules, not rows by hand.
export { recordPayment } from './record-entry.ts';
export { recordCreditTransfer, recordRefund } from './credit-entries.ts';
