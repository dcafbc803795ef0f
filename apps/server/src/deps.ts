import type { Database } from './db/database';
import type { ServerConfig } from './env';
import type { Clock } from './providers/clock';
import type { ProductFamily } from './product-family';
import type { PrintingAgent } from './providers/printing-agent';

/** What every module's routes receive: passed explicitly, never read from globals. */
export type AppDeps = {
  config: ServerConfig;
  db: Database;
  clock: Clock;
  /**
   * The licensed agent printing the tickets sold (the sandbox's); without one (live mode
   * for now) nothing is sold (`checkPurchase`, code 7).
   */
  printingAgent?: PrintingAgent;
  /**
   * The product families sold from more than their draw (the paper lotteries' stock): the
   * one order path calls their hooks (`product-family.ts`).
   */
  families: readonly ProductFamily[];
};

/** What a sale needs besides the database: the printing agent and the product families. */
export type Seller = Pick<AppDeps, 'printingAgent' | 'families'>;

/** Options of a module's route plugin. */
export type ModuleOptions = { deps: AppDeps };
