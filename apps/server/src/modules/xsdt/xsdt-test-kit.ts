import { createHmac } from 'node:crypto';
import type { TestApp } from '../../test/test-app';
import { call, createAccount, requestId } from '../auth/auth-test-kit';
import { SANDBOX_EMBED_SECRET } from '../embed/partners';
import { ensurePartners, linkWallet } from '../embed/repo';
import { encodeEmbedData } from '../embed/signature';

/** Test helpers of the computer-lottery suites. */

/** An adult whose wallet at `partner` (the sandbox one by default) is linked, signed in from its webview. */
export async function embeddedBuyer(
  t: TestApp,
  partner: { source: string; secret: string } = { source: 'sandbox', secret: SANDBOX_EMBED_SECRET },
): Promise<{ id: number; token: string }> {
  const { source, secret } = partner;
  await ensurePartners(t.db.orm, [source]);
  const account = await createAccount(t, { fullname: 'Nguyễn Văn A', birthday: '1990-05-01' });
  const mid = `MID-${account.msisdn}`;
  await t.db.orm.transaction((tx) =>
    linkWallet(tx, { source, mid, accountId: account.id }, t.clock.now()),
  );
  const data = encodeEmbedData({
    msisdn: account.msisdn,
    fullName: '',
    mid,
    time: t.clock.now().getTime(),
  });
  const sig = createHmac('sha256', secret).update(data).digest('hex');
  const res = (await call(t, 'POST', '/api/app-service/auth/signin', { source, data, sig })).json();
  if (res.code !== 0 || !res.data.linked) throw new Error(`embed sign-in: ${JSON.stringify(res)}`);
  return { id: account.id, token: res.data.session as string };
}

/** A `price_cover_ticket` answer for a query. */
export async function priceOf(
  t: TestApp,
  query: Record<string, string | number | boolean>,
  token?: string,
): Promise<{ code: number; message: string; data?: Record<string, unknown> }> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return (
    await call(
      t,
      'GET',
      `/api/core/api/webview/config/price_cover_ticket?${qs.toString()}`,
      undefined,
      token ? { token } : {},
    )
  ).json();
}

/** Reserves through the embed's `xsdt/xsdt/order/create`. */
export async function embedCreate(
  t: TestApp,
  token: string,
  items: Record<string, unknown>[],
): Promise<{ code: number; message: string; data?: Record<string, unknown> }> {
  return (
    await call(
      t,
      'POST',
      '/api/xsdt/xsdt/order/create',
      { requestId: requestId(), orderItemInfos: items },
      { token },
    )
  ).json();
}

/** `count` distinct numbers of `min..`, zero-padded to `digits`. */
export function numbersOf(count: number, min: number, digits: number): string[] {
  return Array.from({ length: count }, (_, i) => String(min + i).padStart(digits, '0'));
}
