/**
 * Fault-injection points for the crash tests (`VESO_FAULT_PAUSE=<point>`, sandbox only:
 * `loadConfig` refuses it otherwise). A process told to pause at a point prints
 * `VESO_FAULT_PAUSED <point>` on stdout when it gets there and then waits forever, holding
 * whatever it holds (an open transaction): the test waits for that line and `kill -9`s the
 * process at exactly that place. Unset, {@link faultPause} returns at once and does nothing.
 */
export const FAULT_POINTS = [
  /** In a `paid` callback's transaction, after the payment row was marked paid, before the ledger posting. */
  'payment-credit',
] as const;

export type FaultPoint = (typeof FAULT_POINTS)[number];

/** The line a paused process prints (the tests wait for it). */
export const faultPausedLine = (point: FaultPoint) => `VESO_FAULT_PAUSED ${point}`;

/** Pauses forever at `point` when the sandbox's config names it; otherwise returns at once. */
export async function faultPause(
  config: { sandbox: boolean; faultPause?: FaultPoint },
  point: FaultPoint,
): Promise<void> {
  if (!config.sandbox || config.faultPause !== point) return;
  process.stdout.write(`${faultPausedLine(point)}\n`);
  await new Promise<never>(() => undefined);
}
