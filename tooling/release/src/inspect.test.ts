import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  importedSpecifiers,
  packageOf,
  tarballFiles,
  undeclaredImports,
  workspaceRanges,
} from './inspect';

/** A minimal ustar archive of regular files (what npm and pnpm pack write). */
function tar(entries: Record<string, string>, { pax = false } = {}): Uint8Array {
  const blocks: Buffer[] = [];
  const header = (name: string, size: number, type: string) => {
    const block = Buffer.alloc(512);
    block.write(name.slice(0, 100), 0);
    block.write(size.toString(8).padStart(11, '0'), 124);
    block.write(type, 156);
    block.write('ustar', 257);
    return block;
  };
  const pad = (body: Buffer) =>
    Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
  for (const [name, content] of Object.entries(entries)) {
    if (pax) {
      const record = ` path=${name}\n`;
      const line = `${record.length + String(record.length + 2).length}${record}`;
      blocks.push(header('PaxHeader', line.length, 'x'), pad(Buffer.from(line)));
      blocks.push(header('ignored-by-pax', content.length, '0'), pad(Buffer.from(content)));
    } else {
      blocks.push(header(name, content.length, '0'), pad(Buffer.from(content)));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

describe('tarballFiles', () => {
  it('lists the files without the package/ folder, sorted', () => {
    const archive = tar({
      'package/package.json': '{}',
      'package/dist/index.js': 'export {};\n'.repeat(100),
    });
    expect(tarballFiles(archive)).toEqual(['dist/index.js', 'package.json']);
  });

  it('reads pax path records', () => {
    expect(tarballFiles(tar({ 'package/dist/a-long-name.d.ts': 'x' }, { pax: true }))).toEqual([
      'dist/a-long-name.d.ts',
    ]);
  });
});

describe('importedSpecifiers', () => {
  it('finds static, side-effect, type, dynamic and require imports and re-exports', () => {
    const code = `import dayjs from "dayjs";
import {
  a,
  b
} from 'zod';
import './index.css';
import type { X } from '@reduxjs/toolkit/query';
export { y } from "@veso/domain";
const ky = await import('ky');
type T = import('react').ReactNode;
const z = require("react-dom/server");
export { a, b };
`;
    expect(importedSpecifiers(code)).toEqual([
      './index.css',
      '@reduxjs/toolkit/query',
      '@veso/domain',
      'dayjs',
      'ky',
      'react',
      'react-dom/server',
      'zod',
    ]);
  });
});

describe('packageOf', () => {
  it('names the package of a bare specifier and marks builtins', () => {
    expect(packageOf('@reduxjs/toolkit/query/react')).toBe('@reduxjs/toolkit');
    expect(packageOf('dayjs/plugin/utc.js')).toBe('dayjs');
    expect(packageOf('node:fs')).toBe('node:fs');
    expect(packageOf('http')).toBe('node:http');
    expect(packageOf('./index.css')).toBeUndefined();
  });
});

describe('undeclaredImports', () => {
  const manifest = {
    name: '@veso/api-client',
    version: '1.0.0',
    dependencies: { ky: '^2', '@veso/contract': '1.0.0' },
    peerDependencies: { react: '^19' },
  };

  it('passes what the manifest declares', () => {
    const code =
      "import ky from 'ky';\nimport { paths } from '@veso/contract';\nimport { use } from 'react';\n";
    expect(undeclaredImports(code, manifest)).toEqual([]);
  });

  it('names a dependency that is only a devDependency, and any Node builtin', () => {
    const code =
      "import { createApi } from '@reduxjs/toolkit/query/react';\nimport http from 'node:http';\n";
    expect(
      undeclaredImports(code, { ...manifest, devDependencies: { '@reduxjs/toolkit': '^2' } }),
    ).toEqual(['@reduxjs/toolkit', 'node:http']);
  });
});

describe('workspaceRanges', () => {
  it('names workspace:, catalog:, link: and file: ranges left in a manifest', () => {
    expect(
      workspaceRanges({
        name: 'x',
        version: '1.0.0',
        dependencies: { a: 'workspace:*', b: '^1.0.0' },
        devDependencies: { c: 'catalog:' },
      }),
    ).toEqual(['dependencies.a: workspace:*', 'devDependencies.c: catalog:']);
  });
});
