import { screen, within } from '@testing-library/react';
import type { DrawResult } from '@veso/contract';
import { makeTestNumberInfo, renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { DrawnResult, markResult, matchesOf, playedOf, resultProductOf } from './drawn-result';

const NORTH: DrawResult = {
  product: 'xsmb',
  name: 'Xổ số miền Bắc',
  drawCode: '20300101',
  drawDate: '2030-01-01',
  openDate: '01/01/2030 18:15:00',
  result: {
    kind: 'groups',
    groups: [
      { name: 'Đặc biệt', numbers: ['12345'] },
      { name: 'Nhất', numbers: ['67890'] },
      { name: 'Bảy', numbers: ['45', '07'] },
    ],
    specialSeries: [],
  },
  jackpot: null,
  prizes: [],
  source: 'import',
  generated: false,
};

const balls = (numbers: number[], extra: { bonus?: number; special?: number } = {}) =>
  ({
    kind: 'balls',
    numbers,
    bonus: extra.bonus ?? null,
    special: extra.special ?? null,
    summary: null,
  }) satisfies DrawResult['result'];

describe('the drawn result of a ticket', () => {
  it('knows the draw each product is settled on', () => {
    expect(resultProductOf('loto3')).toBe('xsmb');
    expect(resultProductOf('bao636')).toBe('dientoan636');
    expect(resultProductOf('max3dplus')).toBe('max3d');
    expect(resultProductOf('keno')).toBe('keno');
    expect(resultProductOf('nope')).toBeNull();
  });

  it('matches every family the way its tickets are checked', () => {
    // Mega: the balls played; Power: the bonus as a number; Lotto: the special against the special.
    const mega = playedOf('mega645', [makeTestNumberInfo({ numbers: [3, 11, 19, 25, 38, 44] })]);
    expect(matchesOf(markResult(balls([3, 11, 20, 21, 22, 23]), mega))).toEqual(['03', '11']);
    expect(matchesOf(markResult(balls([1, 2, 4, 5, 6, 7], { bonus: 44 }), mega))).toEqual([
      'ĐB 44',
    ]);
    const lotto = playedOf('lotto535', [
      makeTestNumberInfo({ numbers: [1, 2, 3, 4, 5], special: 7 }),
    ]);
    expect(matchesOf(markResult(balls([1, 9, 10, 11, 12], { special: 7 }), lotto))).toEqual([
      '01',
      'ĐB 07',
    ]);
    expect(matchesOf(markResult(balls([7, 9, 10, 11, 12], { special: 1 }), lotto))).toEqual([]);
    // Loto: the last digits of every drawn number; Max 3D: a drawn number equal to one played.
    const loto2 = playedOf('loto2', [makeTestNumberInfo({ numbers: [45] })]);
    expect(matchesOf(markResult(NORTH.result, loto2))).toEqual(['Đặc biệt 12345', 'Bảy 45']);
    const loto3 = playedOf('loto3', [makeTestNumberInfo({ numbers: [7] })]);
    expect(matchesOf(markResult(NORTH.result, loto3))).toEqual([]);
    const max3d = playedOf('max3d', [makeTestNumberInfo({ numbers: [45] })]);
    const max3dDraw = {
      kind: 'groups',
      groups: [{ name: 'Giải Nhất', numbers: ['045', '450'] }],
      specialSeries: [],
    } satisfies DrawResult['result'];
    expect(matchesOf(markResult(max3dDraw, max3d))).toEqual(['Giải Nhất 045']);
    // A paper ticket: every drawn number its own number ends with, in its province only.
    const paper = { kind: 'ticket', number: '567890', province: 'Cần Thơ' } as const;
    const south = {
      kind: 'provinces',
      provinces: [
        { province: 'Cần Thơ', groups: [{ name: 'Tám', numbers: ['90'] }] },
        { province: 'Sóc Trăng', groups: [{ name: 'Tám', numbers: ['90'] }] },
      ],
    } satisfies DrawResult['result'];
    expect(markResult(south, paper)).toEqual({
      kind: 'groups',
      sections: [
        { province: 'Cần Thơ', groups: [{ name: 'Tám', numbers: [{ text: '90', hit: true }] }] },
      ],
    });
  });

  it('marks the matching numbers for every reader and lists them', () => {
    renderWithProviders(
      <DrawnResult
        result={{ ...NORTH, generated: true, source: 'sandbox' }}
        played={playedOf('loto2', [makeTestNumberInfo({ numbers: [45] })])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Kết quả kỳ #20300101' });
    expect(within(section).getByText('Kết quả mô phỏng')).toBeInTheDocument();
    expect(within(section).getByText('12345').parentElement).toHaveTextContent('12345 (trùng)');
    expect(within(section).getByText('67890')).not.toHaveTextContent('trùng');
    expect(section).toHaveTextContent('Số trùng với vé: Đặc biệt 12345, Bảy 45');
  });

  it('shows nothing before the draw', () => {
    renderWithProviders(
      <DrawnResult result={undefined} played={{ kind: 'balls', numbers: [1], specials: [] }} />,
    );
    expect(screen.queryByRole('region', { name: /Kết quả kỳ/ })).not.toBeInTheDocument();
  });
});
