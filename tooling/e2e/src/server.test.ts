import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVesoServer } from './server';

let dir: string;

// A stand-in for apps/server/dist/main.js with the same start-up contract.
const FAKE_SERVER = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
writeFileSync(join(process.env.VESO_DATA_DIR, 'env.json'), JSON.stringify({
  sandbox: process.env.VESO_SANDBOX, port: process.env.PORT, extra: process.env.EXTRA,
}));
const server = createServer((req, res) => res.end('veso ' + req.url));
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('starting\\n');
  process.stdout.write('VESO_READY http://127.0.0.1:' + process.env.PORT + '\\n');
});
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'veso-server-test-'));
  await writeFile(join(dir, 'main.mjs'), FAKE_SERVER);
  await writeFile(join(dir, 'crash.mjs'), "console.error('database is locked'); process.exit(3);");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('startVesoServer', () => {
  it('starts the server on a free port in sandbox mode with a temporary data dir, then removes it', async () => {
    const server = await startVesoServer({
      entry: join(dir, 'main.mjs'),
      cwd: dir,
      env: { EXTRA: 'yes' },
    });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/webview/`);
      expect(await response.text()).toBe('veso /webview/');
      const env = JSON.parse(await readFile(join(server.dataDir, 'env.json'), 'utf8')) as Record<
        string,
        string
      >;
      expect(env).toEqual({ sandbox: '1', port: new URL(server.url).port, extra: 'yes' });
    } finally {
      await server.stop();
    }
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('reports the server output when it exits before it is ready', async () => {
    await expect(startVesoServer({ entry: join(dir, 'crash.mjs'), cwd: dir })).rejects.toThrow(
      /exited with code 3[\s\S]*database is locked/,
    );
  });

  it('says how to build the server when the entry is missing', async () => {
    await expect(startVesoServer({ entry: join(dir, 'missing.js'), cwd: dir })).rejects.toThrow(
      /pnpm turbo run build --filter=@veso\/server/,
    );
  });
});
