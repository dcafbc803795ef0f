import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createTestApp } from '../test/test-app';
it('dump', async () => {
  const t = await createTestApp({ config: { sandbox: true } });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json();
  writeFileSync('/tmp/s34-auth-paths.txt', Object.entries(doc.paths).map(([p, v]) => `${Object.keys(v as object).join(',')} ${p}`).join('\n'));
  await t.close();
}, 60000);
