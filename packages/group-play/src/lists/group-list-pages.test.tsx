import { screen, within } from '@testing-library/react';
import { clearSession, offlineFetch, setSessionCookie } from '@veso/shop-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_PLAY_OFF_TITLE, NO_NEW_GROUPS_MESSAGE } from '../gate/group-play-gate';
import { groupServer, makeTestGroup, makeTestWonGroup } from '../test/group-server';
import { renderGroupRoute } from '../test/render-group';

beforeEach(() => setSessionCookie('tok-group'));
afterEach(() => clearSession());

const almostFull = makeTestGroup({ groupId: 8, name: 'Nhóm #8 · Power 6/55', soldShares: 9 });

describe('group lists', () => {
  it('/nhom-mua-chung shows the open groups as cards with their completion and a way in', async () => {
    renderGroupRoute(
      groupServer([makeTestGroup(), almostFull, makeTestWonGroup()]),
      '/nhom-mua-chung',
    );
    expect(await screen.findByRole('heading', { name: 'Nhóm mua chung', level: 1 })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Nhóm #7 · Mega 6/45' });
    expect(within(card).getByText('Hoàn thành 30%')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Xem nhóm: Nhóm #7 · Mega 6/45' }),
    ).toHaveAttribute('href', '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/7');
    expect(screen.getByRole('article', { name: 'Nhóm #8 · Power 6/55' })).toBeInTheDocument();
    // A settled group is not among the new ones.
    expect(screen.queryByRole('article', { name: /Nhóm #9/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tạo nhóm cùng chọn số' })).toHaveAttribute(
      'href',
      '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
    );
  });

  it('almost complete lists the fullest first; completed and top winners show the finished groups', async () => {
    const server = groupServer([makeTestGroup(), almostFull, makeTestWonGroup()]);
    const { unmount } = renderGroupRoute(server, '/nhom-mua-chung/nhom-sap-hoan-thanh');
    const list = await screen.findByRole('list', { name: 'Nhóm sắp hoàn thành' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Nhóm #8 · Power 6/55']);
    expect(within(list).getByText('Hoàn thành 90%')).toBeInTheDocument();
    unmount();
    const top = renderGroupRoute(server, '/nhom-mua-chung/top-trung-thuong');
    const won = await screen.findByRole('article', { name: 'Nhóm #9 · Mega 6/45' });
    expect(within(won).getByText('Trúng thưởng')).toBeInTheDocument();
    expect(within(won).getByText('1.000.003đ')).toBeInTheDocument();
    top.unmount();
    renderGroupRoute(server, '/nhom-mua-chung/nhom-da-hoan-thanh');
    expect(await screen.findByRole('article', { name: 'Nhóm #9 · Mega 6/45' })).toBeVisible();
  });

  it('each kind lists its own groups, and says so when there is none', async () => {
    const server = groupServer([
      makeTestGroup(),
      makeTestGroup({ groupId: 11, name: 'Nhóm vé lẻ', kind: 've-le-tc' }),
    ]);
    const { unmount } = renderGroupRoute(server, '/nhom-mua-chung/ve-le-tc');
    expect(await screen.findByRole('article', { name: 'Nhóm vé lẻ' })).toBeVisible();
    expect(screen.queryByRole('article', { name: /Nhóm #7/ })).not.toBeInTheDocument();
    unmount();
    renderGroupRoute(server, '/nhom-mua-chung/gop-quy');
    expect(await screen.findByRole('heading', { name: 'Chưa có nhóm nào đang góp' })).toBeVisible();
  });

  it('honours the app config: with group play off no group can be created, open ones still fill', async () => {
    const server = groupServer([makeTestGroup()], { flag: false });
    const { unmount } = renderGroupRoute(server, '/nhom-mua-chung');
    expect(await screen.findByText(NO_NEW_GROUPS_MESSAGE)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('article', { name: 'Nhóm #7 · Mega 6/45' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Tạo nhóm/ })).not.toBeInTheDocument();
    unmount();
    renderGroupRoute(server, '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang');
    expect(await screen.findByRole('heading', { name: GROUP_PLAY_OFF_TITLE })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Tạo nhóm/ })).not.toBeInTheDocument();
  });

  it('offline: says so with a retry', async () => {
    renderGroupRoute({ fetch: offlineFetch() }, '/nhom-mua-chung');
    expect(await screen.findByRole('heading', { name: 'Không có kết nối mạng' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeEnabled();
  });
});
