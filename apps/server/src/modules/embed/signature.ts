import { createHash, createHmac } from 'node:crypto';
import { type EmbedData, embedDataSchema } from '@veso/contract';
import { invalidRequest } from '../../http/errors';
import { constantTimeEqual } from '../session';

/** Lowercase hex HMAC-SHA256 of `message` with the partner's secret. */
export function signMessage(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** True when `signature` is the partner's HMAC of `message` (constant time). */
export function signatureMatches(secret: string, message: string, signature: string): boolean {
  return constantTimeEqual(signMessage(secret, message), signature.trim().toLowerCase());
}

/** The sign-on `data` (base64url JSON); code 14 when it is not. */
export function decodeEmbedData(data: string): EmbedData {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    throw invalidRequest(undefined, 'data', 'format');
  }
  const parsed = embedDataSchema.safeParse(json);
  if (!parsed.success) throw invalidRequest(undefined, 'data', 'format');
  return parsed.data;
}

/** Encodes sign-on data as a partner does (sandbox tools and tests). */
export function encodeEmbedData(data: EmbedData | Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
}

/** The replay key of a set of sign-on parameters. */
export function nonceOf(source: string, data: string, sig: string): string {
  return createHash('sha256').update(`${source}\n${data}\n${sig.toLowerCase()}`).digest('hex');
}
