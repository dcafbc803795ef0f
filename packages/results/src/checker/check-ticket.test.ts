import { describe, expect, it } from 'vitest';
import {
  KENO_0150001,
  MAX3D_01122,
  MEGA_01552,
  POWER_01388,
  XSMB_20260822,
  XSMB_SERIES_20260822,
  XSMT_20261121,
} from '../test/fixtures';
import { checkTicket, parseMax3dNumbers, parseNumbers, resultProductOf } from './check-ticket';

describe('checkTicket', () => {
  it('finds Đặc biệt and Bảy on the real northern result of 22/08/2026', () => {
    expect(checkTicket('xsmb', XSMB_20260822, { number: '60213' })).toEqual({
      kind: 'wins',
      wins: [
        expect.objectContaining({ tier: 'special', name: 'Giải Đặc biệt', amount: 200_000_000 }),
      ],
    });
    expect(checkTicket('xsmb', XSMB_20260822, { number: '12326' })).toEqual({
      kind: 'wins',
      wins: [expect.objectContaining({ tier: 'seventh', amount: 40_000 })],
    });
    expect(checkTicket('xsmb', XSMB_20260822, { number: '12345' })).toEqual({ kind: 'noWin' });
  });

  it('never under-reports a northern Đặc biệt number checked without its series', () => {
    expect(checkTicket('xsmb', XSMB_SERIES_20260822, { number: '60213' })).toEqual({
      kind: 'bySeries',
      series: ['3AB', '9AB'],
      withSeries: [
        expect.objectContaining({ tier: 'special', name: 'Giải Đặc biệt', amount: 200_000_000 }),
      ],
      otherwise: [
        expect.objectContaining({ tier: 'consolation', name: 'Giải Khuyến khích', amount: 40_000 }),
      ],
    });
    // With its series the answer is exact, right or wrong.
    expect(checkTicket('xsmb', XSMB_SERIES_20260822, { number: '60213', series: '9ab' })).toEqual({
      kind: 'wins',
      wins: [expect.objectContaining({ tier: 'special' })],
    });
    expect(checkTicket('xsmb', XSMB_SERIES_20260822, { number: '60213', series: '1AB' })).toEqual({
      kind: 'wins',
      wins: [expect.objectContaining({ tier: 'consolation' })],
    });
    // A number whose prizes do not depend on the series gets one answer.
    expect(checkTicket('xsmb', XSMB_SERIES_20260822, { number: '12326' })).toEqual({
      kind: 'wins',
      wins: [expect.objectContaining({ tier: 'seventh' })],
    });
  });

  it('checks a central ticket against its own province only', () => {
    expect(
      checkTicket('xsmt', XSMT_20261121, { number: '123456', province: 'Đà Nẵng' }),
    ).toMatchObject({
      kind: 'wins',
    });
    expect(
      checkTicket('xsmt', XSMT_20261121, { number: '123456', province: 'Quảng Ngãi' }),
    ).toEqual({
      kind: 'noWin',
    });
    expect(checkTicket('xsmt', XSMT_20261121, { number: '123456', province: 'Huế' })).toEqual({
      kind: 'provinceMissing',
      provinces: ['Đà Nẵng', 'Quảng Ngãi'],
    });
  });

  it('settles number draws with the domain rules', () => {
    expect(checkTicket('mega645', MEGA_01552, { numbers: [7, 26, 31, 38, 43, 1] })).toEqual({
      kind: 'wins',
      wins: [expect.objectContaining({ tier: 'first', amount: 10_000_000 })],
    });
    expect(checkTicket('power655', POWER_01388, { numbers: [9, 18, 19, 21, 25, 8] })).toEqual({
      kind: 'wins',
      wins: [expect.objectContaining({ tier: 'jackpot2', amount: null, pool: 'jackpot2' })],
    });
  });

  it('settles Max 3D, Max 3D+ and Keno lines on their draws', () => {
    // Max 3D: 294 is in the first group of the real draw 01122.
    expect(checkTicket('max3d', MAX3D_01122, { digits: ['294'] })).toEqual({
      kind: 'wins',
      wins: [expect.objectContaining({ tier: 'first', amount: 1_000_000 })],
    });
    expect(checkTicket('max3d', MAX3D_01122, { digits: ['123'] })).toEqual({ kind: 'noWin' });
    // Max 3D+ is checked on the Max 3D draw: both numbers of the first group.
    expect(resultProductOf('max3dplus')).toBe('max3d');
    expect(checkTicket('max3dplus', MAX3D_01122, { digits: ['294', '078'] })).toMatchObject({
      kind: 'wins',
      wins: expect.arrayContaining([
        expect.objectContaining({ tier: 'first', amount: 1_000_000_000 }),
      ]),
    });
    // Keno level 3: two of three numbers drawn.
    expect(checkTicket('keno', KENO_0150001, { numbers: [1, 4, 2] })).toMatchObject({
      kind: 'wins',
    });
    expect(checkTicket('keno', KENO_0150001, { numbers: [2, 3, 5] })).toEqual({ kind: 'noWin' });
    expect(checkTicket('keno', KENO_0150001, { numbers: [1, 81] })).toMatchObject({
      kind: 'invalid',
    });
    expect(checkTicket('max3dplus', MAX3D_01122, { digits: ['294'] })).toEqual({
      kind: 'invalid',
      message: 'Vui lòng nhập 2 số, mỗi số gồm 3 chữ số',
    });
    expect(parseMax3dNumbers('294 078')).toEqual(['294', '078']);
    expect(parseMax3dNumbers('29 078')).toBeNull();
  });

  it('rejects malformed input instead of answering "no win"', () => {
    expect(checkTicket('xsmb', XSMB_20260822, { number: '6021' })).toEqual({
      kind: 'invalid',
      message: 'Vui lòng nhập số vé gồm 5 chữ số',
    });
    expect(checkTicket('mega645', MEGA_01552, { numbers: [7, 7, 31, 38, 43, 1] })).toMatchObject({
      kind: 'invalid',
    });
    expect(
      checkTicket('lotto535', MEGA_01552, { numbers: [1, 2, 3, 4, 5], special: 13 }),
    ).toMatchObject({
      kind: 'invalid',
    });
  });

  it('parses numbers separated by spaces or commas', () => {
    expect(parseNumbers('07, 26 31')).toEqual([7, 26, 31]);
    expect(parseNumbers('7 x')).toBeNull();
  });
});
