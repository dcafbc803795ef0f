import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { JobTask } from '../../jobs/plugin';
import type { ResultProvider } from '../../providers/result-provider';
import { catchUpDraws } from './catch-up';
import { runDrawJob } from './service';

/**
 * The draw task of the job registry (`src/jobs/registry.ts`): keeps the periods ahead,
 * closes sales at the cut-off and draws the due periods with `provider` (none in live mode:
 * results are imported). With `catchUp` (the sandbox's start), before the app listens the
 * draws that fell due since the last stored result are drawn ({@link catchUpDraws}); the
 * first run waits for it.
 */
export function drawTask(
  deps: AppDeps,
  provider: ResultProvider | undefined,
  options: { catchUp?: boolean; log: FastifyBaseLogger },
): JobTask {
  return {
    run: () => runDrawJob(deps.db.orm, provider, deps.clock.now()),
    ready:
      options.catchUp && provider
        ? async () => {
            const started = Date.now();
            const made = await catchUpDraws(deps.db.orm, provider, deps.clock.now());
            options.log.info({ made, ms: Date.now() - started }, 'draws caught up with the clock');
          }
        : undefined,
  };
}
