import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeStart, withEnd } from './stamped-body';

/** A page-like start: markup with Vietnamese text (multi-byte UTF-8), some of it repeated. */
const START = `<!doctype html><html lang="vi"><body><div id="root" data-ssr="">${Array.from(
  { length: 400 },
  (_, i) => `<p class="_card_k2_3">Kết quả xổ số Mega 6/45 kỳ #${i} – giải Jackpot</p>`,
).join(
  '',
)}</div><script type="application/json" id="veso-ssr-state">{"api":{"queries":{}},"now":1795954842899`;

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('a body compressed once with a different end per send', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: decodes to the start and each send's own end`, () => {
      const encoded = encodeStart(START, encoding);
      // Compressed well below the text's size: the start is compressed, not stored.
      expect(encoded.start.length).toBeLessThan(Buffer.byteLength(START) / 5);
      for (const end of [
        ',"servedAt":1795954842900}</script></body></html>\n',
        ',"servedAt":1795954843512,"đã":"gửi"}</script></body></html>\n',
        '',
      ]) {
        const body = withEnd(encoded, end);
        expect(decoders[encoding](body).toString('utf8')).toBe(START + end);
        expect(body.length).toBeLessThan(encoded.start.length + Buffer.byteLength(end) + 32);
      }
    });

    it(`${encoding}: an end longer than one block goes in several`, () => {
      const encoded = encodeStart('<p>đầu</p>', encoding);
      const end = 'ă'.repeat(70_000) + 'x'.repeat(70_001);
      expect(decoders[encoding](withEnd(encoded, end)).toString('utf8')).toBe(`<p>đầu</p>${end}`);
    });
  }
});
