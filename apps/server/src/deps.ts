import type { Database } from './db/database';
import type { ServerConfig } from './env';
import type { Clock } from './providers/clock';
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
};

/** Options of a module's route plugin. */
export type ModuleOptions = { deps: AppDeps };
