import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_LABELS,
  PRIZE_EXCHANGE_STATUS_LABELS,
  effectivePrizeExchangeStatus,
  groupCardLabel,
  orderStatusLabel,
  prizeExchangeStatusLabel,
  requestIdAt,
  shortRequestIdAt,
} from './labels';

describe('order status labels', () => {
  it('label codes 0–4 and anything else as the spec does', () => {
    expect([0, 1, 2, 3, 4, 5, -1].map((status) => orderStatusLabel(status))).toEqual([
      'Chờ in vé',
      'Đại lý giữ vé',
      'Hoàn thành',
      'Đã huỷ',
      'Hoàn huỷ lỗi',
      'Đơn hàng lỗi vé',
      'Đơn hàng lỗi vé',
    ]);
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual(['0', '1', '2', '3', '4']);
  });

  it("say 'Trúng thưởng' whenever winStatus is 1", () => {
    expect(orderStatusLabel(2, 1)).toBe('Trúng thưởng');
    expect(orderStatusLabel(9, 1)).toBe('Trúng thưởng');
    expect(orderStatusLabel(2, 0)).toBe('Hoàn thành');
    expect(orderStatusLabel(2, null)).toBe('Hoàn thành');
  });
});

describe('group card labels', () => {
  it('show the completion percent below 100, then done or won', () => {
    expect(groupCardLabel(0)).toBe('Hoàn thành 0%');
    expect(groupCardLabel(45)).toBe('Hoàn thành 45%');
    expect(groupCardLabel(99.6)).toBe('Hoàn thành 99%');
    expect(groupCardLabel(100, 0)).toBe('Hoàn thành');
    expect(groupCardLabel(100)).toBe('Hoàn thành');
    expect(groupCardLabel(100, 1)).toBe('Trúng thưởng');
    // A group still filling up shows its percent even if a win flag is set.
    expect(groupCardLabel(80, 1)).toBe('Hoàn thành 80%');
  });
});

describe('prize exchange status', () => {
  it('labels 0, 1 and 2 and treats the error 2 as 1', () => {
    expect(PRIZE_EXCHANGE_STATUS_LABELS).toEqual({
      0: 'Đang trả thưởng',
      1: 'Hoàn tất',
      2: 'Rút thưởng lỗi',
    });
    expect([0, 1, 2, 3].map(prizeExchangeStatusLabel)).toEqual([
      'Đang trả thưởng',
      'Hoàn tất',
      'Rút thưởng lỗi',
      null,
    ]);
    expect([0, 1, 2, 7].map(effectivePrizeExchangeStatus)).toEqual([0, 1, 1, null]);
  });
});

describe('request ids', () => {
  it('are the epoch milliseconds, or their text without the first 4 digits', () => {
    const at = new Date(1_790_000_000_123);
    expect(requestIdAt(at)).toBe(1_790_000_000_123);
    expect(shortRequestIdAt(at)).toBe('000000123');
    expect(shortRequestIdAt(1_790_123_456_789)).toBe('123456789');
    expect(() => requestIdAt('never')).toThrow(RangeError);
  });
});
