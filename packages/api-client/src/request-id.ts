/** A request id (spec §9): the current epoch in milliseconds, as a string. */
export function makeRequestId(now: number = Date.now()): string {
  return String(Math.trunc(now));
}
