import { ConfigError, loadConfig, type ServerConfig } from './env';

/**
 * The configuration an operator command runs with (`env`: the process's when not given);
 * undefined when it is malformed, the reason printed for the operator.
 */
export function cliConfig(env?: Record<string, string | undefined>): ServerConfig | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
}
