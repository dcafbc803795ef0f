import { brotliCompressSync, constants as zlib, crc32, deflateRawSync } from 'node:zlib';
import type { Encoding } from './read-cache';

/**
 * A body sent many times that differs only in a short end written per send (a cached
 * page's `servedAt`): its fixed start is compressed once, and each send appends its own end
 * to that stream as uncompressed blocks (a few bytes of framing), so nothing is compressed
 * per request. Both formats allow it: the start is compressed up to a flush (byte-aligned,
 * not final), the end follows as stored (gzip) or uncompressed (brotli) blocks, then the
 * stream's end.
 */
export type EncodedStart = {
  encoding: Encoding;
  /** The compressed start (with gzip's header), flushed, not final. */
  start: Buffer;
  /** gzip: CRC-32 and length in bytes of the start, for the trailer. */
  crc: number;
  size: number;
};

/** gzip's 10-byte header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The most bytes one stored (gzip) or uncompressed (brotli, 4 nibbles) block holds. */
const STORED_MAX = 65_535;

/** Compresses the fixed start of a body, once (quality as the read cache's answers). */
export function encodeStart(text: string, encoding: Encoding): EncodedStart {
  const bytes = Buffer.from(text, 'utf8');
  if (encoding === 'br') {
    const start = brotliCompressSync(bytes, {
      finishFlush: zlib.BROTLI_OPERATION_FLUSH,
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    return { encoding, start, crc: 0, size: bytes.length };
  }
  const deflated = deflateRawSync(bytes, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH });
  return {
    encoding,
    start: Buffer.concat([GZIP_HEADER, deflated]),
    crc: crc32(bytes),
    size: bytes.length,
  };
}

function chunks(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    parts.push(bytes.subarray(at, at + STORED_MAX));
  }
  return parts;
}

/** The whole compressed body: the start compressed once, then `end` as it is. */
export function withEnd(encoded: EncodedStart, end: string): Buffer {
  const bytes = Buffer.from(end, 'utf8');
  const parts: Buffer[] = [encoded.start];
  if (encoded.encoding === 'br') {
    for (const chunk of chunks(bytes)) {
      // ISLAST 0, MNIBBLES 0 (4 nibbles), MLEN - 1, ISUNCOMPRESSED 1, padded to a byte.
      const header = ((chunk.length - 1) << 3) | (1 << 19);
      parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), chunk);
    }
    // ISLAST 1, ISLASTEMPTY 1: the stream's end.
    parts.push(Buffer.from([0x03]));
    return Buffer.concat(parts);
  }
  const blocks = chunks(bytes);
  if (blocks.length === 0) blocks.push(Buffer.alloc(0));
  blocks.forEach((chunk, i) => {
    const header = Buffer.alloc(5);
    // BFINAL on the last block, BTYPE 00 (stored); the start's flush left it byte-aligned.
    header[0] = i === blocks.length - 1 ? 1 : 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(bytes, encoded.crc), 0);
  trailer.writeUInt32LE((encoded.size + bytes.length) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
