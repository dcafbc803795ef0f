// Tables live in one file per area (schema-settings, -accounts, -embed, -money, -draws,
// -orders, -content); drizzle.config.ts lists those files for drizzle-kit.
import { appSettings, healthProbe } from './schema-settings';
import {
  accounts,
  devices,
  sessions,
  otpRequests,
  signinAttempts,
  otpOutbox,
  idempotencyKeys,
  rateLimitHits,
} from './schema-accounts';
import { embedPartners, walletLinks, embedNonces } from './schema-embed';
import {
  ledgerAccounts,
  ledgerTransactions,
  ledgerEntries,
  withdrawals,
  payments,
  bankTransfers,
  paymentRefunds,
} from './schema-money';
import { drawPeriods, drawResults, jackpotPools, importStamps } from './schema-draws';
import { contentEntries, supportRequests } from './schema-content';

/**
 * The drizzle schema of the tables outside orders (those are in `schema-orders.ts`), one
 * import for the modules. It mirrors the committed SQL in `migrations/` (which is what the
 * migrator runs) and drizzle-kit's history of it (`migrations/meta`);
 * `schema-drift.test.ts` compares the three. Change an area file, then generate the
 * migration: `pnpm exec drizzle-kit generate --name <what_it_does>` (see drizzle.config.ts).
 */
export {
  appSettings,
  healthProbe,
  otpOutbox,
  idempotencyKeys,
  rateLimitHits,
  accounts,
  devices,
  sessions,
  otpRequests,
  signinAttempts,
  embedPartners,
  walletLinks,
  embedNonces,
  ledgerAccounts,
  ledgerTransactions,
  ledgerEntries,
  withdrawals,
  payments,
  bankTransfers,
  paymentRefunds,
  drawPeriods,
  drawResults,
  jackpotPools,
  importStamps,
  contentEntries,
  supportRequests,
};

export const schema = {
  appSettings,
  healthProbe,
  otpOutbox,
  idempotencyKeys,
  rateLimitHits,
  accounts,
  devices,
  sessions,
  otpRequests,
  signinAttempts,
  embedPartners,
  walletLinks,
  embedNonces,
  ledgerAccounts,
  ledgerTransactions,
  ledgerEntries,
  withdrawals,
  payments,
  bankTransfers,
  paymentRefunds,
  drawPeriods,
  drawResults,
  jackpotPools,
  importStamps,
  contentEntries,
  supportRequests,
};
export type Schema = typeof schema;
