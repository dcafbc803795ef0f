import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Code, SupportMessages } from '@veso/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, countRows, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { readContentFiles, SHIPPED_CONTENT_DIR } from './files';
import { loadContent, replyToSupportRequest } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { sandbox: true, supportPhone: '1900 6868', supportEmail: 'cskh@xoso.vn' },
  });
});
afterAll(() => t.close());

/** A shipped content file, as the operator's folder holds it. */
function shipped(name: string) {
  return JSON.parse(readFileSync(path.join(SHIPPED_CONTENT_DIR, `${name}.json`), 'utf8'));
}

async function get(url: string, token?: string) {
  const res = await call(t, 'GET', url, undefined, token ? { token } : {});
  return { status: res.statusCode, body: res.json() };
}

describe('operator-managed content', () => {
  it('answers the shipped content on every spec path', async () => {
    const banners = await get('/api/config/banner');
    expect(banners.body.code).toBe(0);
    // The body's data.items: the spec's `data.data.items` of the HTTP response.
    expect(banners.body.data.items).toEqual(shipped('banner').items);
    expect(banners.body.data.items[0]).toEqual({
      id: 'mega-jackpot',
      image: '/static/content/banner-mega.svg',
      title: expect.stringContaining('Mega 6/45'),
      link: '/mega-645',
    });

    const guides = (await get('/api/config/file/play_guild')).body.data.items;
    expect(guides.map((guide: { id: string }) => guide.id)).toEqual([
      'loto2',
      'loto3',
      'loto5',
      'dientoan636',
      'xsmb',
    ]);
    for (const guide of guides) {
      expect(Object.keys(guide).sort()).toEqual(
        ['description', 'drawSchedule', 'id', 'image', 'title', 'videoLink'].sort(),
      );
    }

    expect((await get('/api/config/link_keno')).body.data.link).toBe('/keno-live');
    expect((await get('/api/config/bank')).body.data.banks).toContainEqual(
      expect.objectContaining({ code: 'VCB', bin: '970436' }),
    );
    expect((await get('/api/config/file/policy')).body.data.title).toBe('Chính sách');
    expect((await get('/api/config/file/detail')).body.data.sections).toEqual(
      shipped('detail').sections,
    );
    const terms = (await get('/api/customer/get_terms_of_use')).body.data;
    expect(terms.sections[1].title).toBe('2. Điều kiện tham gia');
    expect((await get('/api/customer/video_help')).body.data.items).toEqual(
      shipped('video_help').items,
    );
  });

  it('answers the webview banners only for channel WEBVIEW, a transid and payment_vendor 1', async () => {
    const okUrl =
      '/api/core/api/webview/config/get_banner?channel=WEBVIEW&transid=t-1&payment_vendor=1';
    const answer = await get(okUrl);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.items).toEqual(shipped('webview_banner').items);
    for (const bad of [
      'channel=WEB&transid=t-1&payment_vendor=1',
      'channel=WEBVIEW&payment_vendor=1',
      'channel=WEBVIEW&transid=t-1&payment_vendor=2',
    ]) {
      const refused = await get(`/api/core/api/webview/config/get_banner?${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(Code.INVALID_REQUEST);
      expect(refused.body.message).toMatch(/^Yêu cầu không hợp lệ: tham số "/);
    }
  });

  it('answers the system config with the operator’s support phone and e-mail', async () => {
    const system = (await get('/api/webview/config/system')).body;
    expect(system.code).toBe(0);
    expect(system.data).toEqual({
      supportPhone: '1900 6868',
      supportEmail: 'cskh@xoso.vn',
      supportHours: expect.stringContaining('8:00'),
      maintenance: { active: false, message: '' },
    });
  });

  it('answers what the operator loaded, and the shipped default for a broken row', async () => {
    const [banner] = await readContentFiles([`${SHIPPED_CONTENT_DIR}/banner.json`]);
    if (!banner) throw new Error('no shipped banner');
    const items = [
      { id: 'tet', image: 'https://cdn.example/tet.png', title: 'Tết', link: '/keno' },
    ];
    await loadContent(t.db.orm, [{ ...banner, value: { items } }], t.clock.now());
    expect((await get('/api/config/banner')).body.data.items).toEqual(items);

    await t.db.orm
      .update(contentEntries)
      .set({ value: { items: 'broken' } })
      .where(eq(contentEntries.key, 'banner'));
    expect((await get('/api/config/banner')).body.data).toEqual(banner.value);
  });
});

describe('support requests', () => {
  async function customer() {
    const account = await createAccount(t);
    return { account, token: await sessionFor(t, account) };
  }

  function send(token: string | undefined, body: Record<string, unknown>) {
    return call(
      t,
      'POST',
      '/api/customer/send_support_request',
      { requestId: requestId(), ...body },
      token ? { token } : {},
    );
  }

  it('needs a session', async () => {
    const res = await send(undefined, { topic: 'order', message: 'Đơn hàng chưa in vé' });
    expect(res.json().code).not.toBe(0);
    expect(await countRows(t, 'support_requests')).toBe(0);
  });

  it('refuses a request without topic or with a short text, storing nothing', async () => {
    const { token } = await customer();
    const before = await countRows(t, 'support_requests');
    const cases: [Record<string, unknown>, string][] = [
      [{ topic: 'lottery', message: 'Đơn hàng chưa in vé' }, SupportMessages.topic],
      [{ topic: 'order', message: '   ' }, SupportMessages.empty],
      [{ topic: 'order', message: 'Gấp' }, SupportMessages.tooShort],
      [{ topic: 'order', message: 'x'.repeat(2001) }, SupportMessages.tooLong],
      [
        { topic: 'order', message: 'Đơn hàng chưa in vé', orderId: 999_999 },
        'Không tìm thấy đơn hàng này trong tài khoản của quý khách',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = (await send(token, body)).json();
      expect(answer).toMatchObject({ code: Code.INVALID_REQUEST, message });
    }
    expect(await countRows(t, 'support_requests')).toBe(before);
  });

  it('files a request once per requestId and lists only the customer’s own, with the answer', async () => {
    const { token } = await customer();
    const other = await customer();
    const body = {
      requestId: requestId(),
      topic: 'payment',
      message: '  Nạp 50.000đ qua MoMo chưa được cộng  ',
    };
    const first = (await send(token, body)).json();
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({
      topic: 'payment',
      message: 'Nạp 50.000đ qua MoMo chưa được cộng',
      status: 'open',
      statusLabel: 'Đang xử lý',
      reply: null,
      orderId: null,
    });
    const again = (await send(token, body)).json();
    expect(again.data.id).toBe(first.data.id);
    await send(other.token, { topic: 'account', message: 'Tôi muốn đổi số điện thoại' });

    await replyToSupportRequest(
      t.db.orm,
      first.data.id,
      { reply: 'Đã cộng 50.000đ vào tài khoản của quý khách.' },
      t.clock.now(),
    );
    const list = (await get('/api/customer/get_support_requests', token)).body.data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: first.data.id,
      status: 'answered',
      statusLabel: 'Đã phản hồi',
      reply: 'Đã cộng 50.000đ vào tài khoản của quý khách.',
      repliedAt: t.clock.now().toISOString(),
    });
    expect((await get('/api/customer/get_support_requests')).body.code).not.toBe(0);
  });
});
