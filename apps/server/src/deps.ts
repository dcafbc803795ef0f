import type { Database } from './db/database';
import type { ServerConfig } from './env';
import type { Clock } from './providers/clock';

/** What every module's routes receive: passed explicitly, never read from globals. */
export type AppDeps = {
  config: ServerConfig;
  db: Database;
  clock: Clock;
};

/** Options of a module's route plugin. */
export type ModuleOptions = { deps: AppDeps };
