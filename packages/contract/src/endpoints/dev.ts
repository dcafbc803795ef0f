// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { paths } from '../paths';
import { resultPaths } from '../results/paths';
import type { DevSchemas } from './dev.schemas';

const tags = ['sandbox'];

/**
 * The sandbox-only calls under `/api/dev/*` (they exist only when the server runs with
 * `VESO_SANDBOX=1`): the OTP outbox, the clock, prize credits, draws, the printing agent
 * and the process's counters. The order and group-play sandbox calls are their areas'.
 */
export const devEndpoints = defineEndpoints<DevSchemas>()({
  otpOutbox: {
    method: 'GET',
    base: 'main',
    path: paths.devOtpOutbox,
    session: 'none',
    tags,
    summary: 'Sandbox: the latest OTP codes sent to a phone number (newest first)',
  },
  clock: {
    method: 'GET',
    base: 'main',
    path: paths.devClock,
    session: 'none',
    tags,
    summary: "Sandbox: the server's current time",
  },
  moveClock: {
    method: 'POST',
    base: 'main',
    path: paths.devClock,
    session: 'none',
    tags,
    summary: 'Sandbox: move the clock to an instant ({ iso }) or by milliseconds ({ advanceMs })',
  },
  prizeCredit: {
    method: 'POST',
    base: 'main',
    path: '/dev/prize-credit',
    session: 'none',
    tags,
    summary: "Sandbox: credit a prize to an account's prize balance ({ msisdn, amount })",
  },
  drawsRun: {
    method: 'POST',
    base: 'main',
    path: resultPaths.devDrawsRun,
    session: 'none',
    tags: ['dev'],
    summary: 'Sandbox: close and draw the product’s current period now',
  },
  printingAgent: {
    method: 'GET',
    base: 'main',
    path: paths.devPrintingAgent,
    session: 'none',
    tags,
    summary: 'Sandbox: how the printing agent answers now, and its calls not answered yet',
  },
  setPrintingAgent: {
    method: 'POST',
    base: 'main',
    path: paths.devPrintingAgent,
    session: 'none',
    tags,
    summary:
      'Sandbox: make the printing agent normal, slow ({ delayMs }), hang or fail (rehearse an outage)',
  },
  metrics: {
    method: 'GET',
    base: 'main',
    path: paths.devMetrics,
    session: 'none',
    tags,
    summary: 'Sandbox: SQL statements, CPU time and memory this process has spent',
  },
});
