import { isIP } from 'node:net';

/**
 * True when `host` only accepts connections from this machine: `localhost`, an IPv4
 * address in 127.0.0.0/8, or `::1` (also written as an IPv4-mapped 127.x address).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * The warning printed at start when the sandbox routes (which mint money, move the clock
 * and publish draws) are reachable from other machines; undefined when they are not.
 * `devPaths` are the `/api/dev/*` routes the running app serves.
 */
export function sandboxExposureWarning(
  options: { sandbox: boolean; host: string },
  devPaths: readonly string[],
): string | undefined {
  if (!options.sandbox || isLoopbackHost(options.host)) return undefined;
  const listed = devPaths.length > 0 ? `: ${[...new Set(devPaths)].sort().join(', ')}` : '';
  return (
    `WARNING: sandbox mode is on and HOST=${options.host} is not a loopback address, so the ` +
    `sandbox routes /api/dev/* (they credit money, move the clock and publish draws) are ` +
    `reachable from the network${listed}. Set HOST=127.0.0.1 or VESO_SANDBOX=0.`
  );
}
