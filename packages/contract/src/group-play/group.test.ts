import { describe, expect, it } from 'vitest';
import {
  API_BASES,
  GROUP_MESSAGES,
  groupConfirmBodySchema,
  groupListQuerySchema,
  groupPaths,
  groupReserveBodySchema,
} from '../index';

describe('group play contract', () => {
  it('serves the spec §7 group paths under the group base', () => {
    expect(API_BASES.group).toBe('/api/group');
    expect(Object.values(groupPaths)).toEqual(
      expect.arrayContaining([
        '/get_new_list',
        '/get_list_group_big_win',
        '/group_config_percent_available',
        '/get_list_history_group',
        '/get_detail_history_group',
        '/leave_group',
        '/order/reserve',
        '/add_ticket',
        '/confirm_order',
      ]),
    );
  });

  it('defaults the list to new groups, page 1 of 10, and repairs a bad page', () => {
    expect(groupListQuerySchema.parse({})).toEqual({ type: 'new', page_index: 1, page_size: 10 });
    expect(groupListQuerySchema.parse({ page_index: 'x', page_size: '500' })).toMatchObject({
      page_index: 1,
      page_size: 10,
    });
    expect(groupListQuerySchema.safeParse({ type: 'other' }).success).toBe(false);
  });

  it('takes a reserve with its first ticket and a confirm of shares', () => {
    const reserve = groupReserveBodySchema.parse({
      requestId: 17,
      kind: 'cung-chon-so',
      product: 'mega645',
      totalShares: 10,
      numberInfos: [{ numbers: ['1', '2', '3', '4', '5', '6'] }],
    });
    expect(reserve.requestId).toBe('17');
    expect(reserve.numberInfos?.[0]?.form).toBe('single');
    expect(groupReserveBodySchema.safeParse({ ...reserve, product: 'lotto535' }).success).toBe(
      false,
    );
    expect(groupConfirmBodySchema.parse({ requestId: 'a', groupId: '3', shares: 2 })).toEqual({
      requestId: 'a',
      groupId: 3,
      shares: 2,
      paymentVendor: 1,
    });
  });

  it('words the refusals in Vietnamese with their numbers', () => {
    expect(GROUP_MESSAGES.sharesLeft(3)).toBe(
      'Nhóm chỉ còn 3 cổ phần, quý khách vui lòng chọn lại số cổ phần',
    );
    expect(GROUP_MESSAGES.notDivisible(70_000, 3)).toContain('70.000đ');
  });
});
