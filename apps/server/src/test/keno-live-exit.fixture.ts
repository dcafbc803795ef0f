/**
 * Run by live-exit.test.ts as its own process: starts the server from the environment,
 * opens a Keno live stream (which starts the database listener), shuts the server down
 * and returns without `process.exit`: the process ends only if nothing is left open.
 */
import { loadConfig } from '../env';
import { startServer } from '../server';

const server = await startServer({ config: loadConfig() });
const response = await fetch(`http://127.0.0.1:${server.port}/api/keno/live`);
const reader = response.body!.getReader();
// The first bytes (`retry:`) are written once the stream is served, the listener started.
await reader.read();
process.stdout.write('KENO_LIVE_OPEN\n');
const drained = (async () => {
  while (!(await reader.read()).done);
})();
await server.shutdown();
await drained;
process.stdout.write('KENO_LIVE_CLOSED\n');
