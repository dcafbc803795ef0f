import { deepFreeze } from '../freeze';
import type { PrizeTables } from './types';

/**
 * Every prize table of the shop, as plain data; the facts and their public sources are in
 * `docs/domain.md` (§1–§3 and §5). Correct a value here and every settlement follows; the
 * code holds no amounts. Where that file marks a value unverified the choice is commented
 * here and recorded in `docs/decisions.md`. Frozen.
 *
 * Fixed amounts are đồng per {@link PrizeTables.stakeUnit} staked on a line; paper lottery
 * amounts are per ticket; loto prizes are multipliers of the stake.
 */
export const PRIZE_TABLES: PrizeTables = deepFreeze<PrizeTables>({
  stakeUnit: 10_000,

  mega645: {
    lineSize: 6,
    drawSize: 6,
    tiers: [
      { id: 'jackpot', name: 'Giải Đặc biệt', matches: [6], amount: null },
      { id: 'first', name: 'Giải Nhất', matches: [5], amount: 10_000_000 },
      { id: 'second', name: 'Giải Nhì', matches: [4], amount: 300_000 },
      { id: 'third', name: 'Giải Ba', matches: [3], amount: 30_000 },
    ],
    jackpots: { jackpot: { minimum: 12_000_000_000, fundPercent: 100 } },
  },

  power655: {
    lineSize: 6,
    drawSize: 6,
    tiers: [
      { id: 'jackpot1', name: 'Giải Jackpot 1', matches: [6], amount: null },
      { id: 'jackpot2', name: 'Giải Jackpot 2', matches: [5], extra: true, amount: null },
      { id: 'first', name: 'Giải Nhất', matches: [5], amount: 40_000_000 },
      { id: 'second', name: 'Giải Nhì', matches: [4], amount: 500_000 },
      { id: 'third', name: 'Giải Ba', matches: [3], amount: 50_000 },
    ],
    jackpots: {
      jackpot1: { minimum: 30_000_000_000, fundPercent: 90 },
      jackpot2: { minimum: 3_000_000_000, fundPercent: 10 },
    },
    jackpot1Ceiling: 300_000_000_000,
  },

  lotto535: {
    lineSize: 5,
    drawSize: 5,
    tiers: [
      { id: 'jackpot', name: 'Giải Độc đắc', matches: [5], extra: true, amount: null },
      { id: 'first', name: 'Giải Nhất', matches: [5], amount: 10_000_000 },
      { id: 'second', name: 'Giải Nhì', matches: [4], extra: true, amount: 5_000_000 },
      { id: 'third', name: 'Giải Ba', matches: [4], amount: 500_000 },
      { id: 'fourth', name: 'Giải Tư', matches: [3], extra: true, amount: 100_000 },
      { id: 'fifth', name: 'Giải Năm', matches: [3], amount: 30_000 },
      {
        id: 'consolation',
        name: 'Giải Khuyến khích',
        matches: [0, 1, 2],
        extra: true,
        amount: 10_000,
      },
    ],
    jackpots: { jackpot: { minimum: 6_000_000_000, fundPercent: 100 } },
    split: {
      // Rounding to 5,000đ is megawin's rule (unverified).
      threshold: 12_000_000_000,
      weights: { first: 2, second: 1, third: 1, fourth: 1, fifth: 1 },
      roundDownTo: 5_000,
    },
  },

  // Unverified (one reseller's code): 6 matches is a fixed 1.5 tỷ, not the "6 tỷ" banner.
  dientoan636: {
    lineSize: 6,
    drawSize: 6,
    tiers: [
      { id: 'first', name: 'Giải Nhất', matches: [6], amount: 1_500_000_000 },
      { id: 'second', name: 'Giải Nhì', matches: [5], amount: 1_800_000 },
      { id: 'third', name: 'Giải Ba', matches: [4], amount: 100_000 },
      { id: 'fourth', name: 'Giải Tư', matches: [3], amount: 15_000 },
    ],
    jackpots: {},
  },

  max3d: {
    lineSize: 1,
    tiers: [
      { id: 'first', name: 'Giải Nhất', rule: 'one', groups: [0], amount: 1_000_000 },
      { id: 'second', name: 'Giải Nhì', rule: 'one', groups: [1], amount: 350_000 },
      { id: 'third', name: 'Giải Ba', rule: 'one', groups: [2], amount: 210_000 },
      { id: 'consolation', name: 'Giải Khuyến khích', rule: 'one', groups: [3], amount: 100_000 },
    ],
    identicalPairMultiplier: 1,
    caps: {},
  },

  max3dPlus: {
    lineSize: 2,
    tiers: [
      { id: 'first', name: 'Giải Nhất', rule: 'both', groups: [0], amount: 1_000_000_000 },
      { id: 'second', name: 'Giải Nhì', rule: 'both', groups: [1], amount: 40_000_000 },
      { id: 'third', name: 'Giải Ba', rule: 'both', groups: [2], amount: 10_000_000 },
      { id: 'fourth', name: 'Giải Tư', rule: 'both', groups: [3], amount: 5_000_000 },
      { id: 'fifth', name: 'Giải Năm', rule: 'both', groups: [0, 1, 2, 3], amount: 1_000_000 },
      { id: 'sixth', name: 'Giải Sáu', rule: 'one', groups: [0], amount: 150_000 },
      { id: 'seventh', name: 'Giải Bảy', rule: 'one', groups: [1, 2, 3], amount: 40_000 },
    ],
    // VLM doubles every tier for two identical numbers; megawin all but Giải Nhất.
    identicalPairMultiplier: 2,
    caps: {},
  },

  max3dPro: {
    lineSize: 2,
    tiers: [
      { id: 'special', name: 'Giải Đặc biệt', rule: 'ordered', groups: [0], amount: 2_000_000_000 },
      {
        id: 'special-reversed',
        name: 'Giải phụ Đặc biệt',
        rule: 'reversed',
        groups: [0],
        amount: 400_000_000,
      },
      { id: 'first', name: 'Giải Nhất', rule: 'both', groups: [1], amount: 30_000_000 },
      { id: 'second', name: 'Giải Nhì', rule: 'both', groups: [2], amount: 10_000_000 },
      { id: 'third', name: 'Giải Ba', rule: 'both', groups: [3], amount: 4_000_000 },
      { id: 'fourth', name: 'Giải Tư', rule: 'both', groups: [0, 1, 2, 3], amount: 1_000_000 },
      { id: 'fifth', name: 'Giải Năm', rule: 'one', groups: [0], amount: 100_000 },
      { id: 'sixth', name: 'Giải Sáu', rule: 'one', groups: [1, 2, 3], amount: 40_000 },
    ],
    identicalPairMultiplier: 1,
    // Unverified (VLM): Đặc biệt paid at most 30 tỷ per draw in total.
    caps: { special: { pool: 30_000_000_000 } },
  },

  keno: {
    pickMin: 1,
    pickMax: 10,
    drawSize: 20,
    bigFrom: 41,
    levels: {
      1: { 1: 20_000 },
      2: { 2: 90_000 },
      3: { 2: 20_000, 3: 200_000 },
      4: { 2: 10_000, 3: 50_000, 4: 400_000 },
      // 4 matches keeps 150,000 (VLM, shop-be); some 2026 pages show 0.
      5: { 3: 10_000, 4: 150_000, 5: 4_400_000 },
      6: { 3: 10_000, 4: 40_000, 5: 450_000, 6: 12_500_000 },
      7: { 3: 10_000, 4: 20_000, 5: 100_000, 6: 1_200_000, 7: 40_000_000 },
      8: { 0: 10_000, 4: 10_000, 5: 50_000, 6: 500_000, 7: 5_000_000, 8: 200_000_000 },
      9: {
        0: 10_000,
        4: 10_000,
        5: 30_000,
        6: 150_000,
        7: 1_500_000,
        8: 12_000_000,
        9: 800_000_000,
      },
      10: {
        0: 10_000,
        5: 20_000,
        6: 80_000,
        7: 710_000,
        8: 8_000_000,
        9: 150_000_000,
        10: 2_000_000_000,
      },
    },
    caps: {
      8: { maxWinners: 50, pool: 10_000_000_000 },
      9: { maxWinners: 12, pool: 10_000_000_000 },
      10: { maxWinners: 5, pool: 10_000_000_000 },
    },
    sideBets: {
      big: {
        name: 'Lớn',
        count: 'big',
        bands: [
          { min: 13, max: 20, amount: 26_000 },
          { min: 11, max: 12, amount: 10_000 },
        ],
      },
      small: {
        name: 'Nhỏ',
        count: 'small',
        bands: [
          { min: 13, max: 20, amount: 26_000 },
          { min: 11, max: 12, amount: 10_000 },
        ],
      },
      'big-small-draw': {
        name: 'Hòa Lớn-Nhỏ',
        count: 'big',
        bands: [{ min: 10, max: 10, amount: 26_000 }],
      },
      even: {
        name: 'Chẵn',
        count: 'even',
        bands: [
          { min: 15, max: 20, amount: 200_000 },
          { min: 13, max: 14, amount: 40_000 },
        ],
      },
      odd: {
        name: 'Lẻ',
        count: 'odd',
        bands: [
          { min: 15, max: 20, amount: 200_000 },
          { min: 13, max: 14, amount: 40_000 },
        ],
      },
      'even-11-12': {
        name: 'Chẵn 11-12',
        count: 'even',
        bands: [{ min: 11, max: 12, amount: 20_000 }],
      },
      'odd-11-12': {
        name: 'Lẻ 11-12',
        count: 'odd',
        bands: [{ min: 11, max: 12, amount: 20_000 }],
      },
      'even-odd-draw': {
        name: 'Hòa Chẵn-Lẻ',
        count: 'even',
        bands: [{ min: 10, max: 10, amount: 20_000 }],
      },
    },
  },

  loto: {
    loto2: {
      special: { id: 'special', name: 'Trùng 2 số cuối giải Đặc biệt', multiplier: 70 },
      first: { id: 'first', name: 'Trùng 2 số cuối giải Nhất', multiplier: 1 },
    },
    loto3: {
      specialLast3: { id: 'special', name: 'Trùng 3 số cuối giải Đặc biệt', multiplier: 420 },
      firstLast3: { id: 'first', name: 'Trùng 3 số cuối giải Nhất', multiplier: 20 },
      specialLast2: { id: 'special-last2', name: 'Trùng 2 số cuối giải Đặc biệt', multiplier: 5 },
      sixth: { id: 'sixth', name: 'Trùng giải Sáu', multiplier: 5 },
    },
    loto5: {
      special: 20_000,
      first: 2_000,
      second: 500,
      third: 200,
      fourth: 40,
      fifth: 20,
      sixth: 10,
      seventh: 4,
      consolation: 4,
    },
    // Unverified, sources conflict: one reseller's backend (another shop pays 15/65/170).
    paired: {
      2: { all: 10, allTwice: 15 },
      3: { all: 45, allTwice: 60 },
      4: { all: 110, allTwice: 1_000 },
    },
  },

  // The legacy table (15 series); today's Đặc biệt value and series split are unverified.
  xsmb: {
    groups: [
      { id: 'special', name: 'Giải Đặc biệt', digits: 5, count: 1, amount: 200_000_000 },
      { id: 'first', name: 'Giải Nhất', digits: 5, count: 1, amount: 20_000_000 },
      { id: 'second', name: 'Giải Nhì', digits: 5, count: 2, amount: 5_000_000 },
      { id: 'third', name: 'Giải Ba', digits: 5, count: 6, amount: 2_000_000 },
      { id: 'fourth', name: 'Giải Tư', digits: 4, count: 4, amount: 400_000 },
      { id: 'fifth', name: 'Giải Năm', digits: 4, count: 6, amount: 200_000 },
      { id: 'sixth', name: 'Giải Sáu', digits: 3, count: 3, amount: 100_000 },
      { id: 'seventh', name: 'Giải Bảy', digits: 2, count: 4, amount: 40_000 },
    ],
    consolation: { id: 'consolation', name: 'Giải Khuyến khích', amount: 40_000 },
  },

  regional: {
    groups: [
      { id: 'special', name: 'Giải Đặc biệt', digits: 6, count: 1, amount: 2_000_000_000 },
      { id: 'first', name: 'Giải Nhất', digits: 5, count: 1, amount: 30_000_000 },
      { id: 'second', name: 'Giải Nhì', digits: 5, count: 1, amount: 15_000_000 },
      { id: 'third', name: 'Giải Ba', digits: 5, count: 2, amount: 10_000_000 },
      { id: 'fourth', name: 'Giải Tư', digits: 5, count: 7, amount: 3_000_000 },
      { id: 'fifth', name: 'Giải Năm', digits: 4, count: 1, amount: 1_000_000 },
      { id: 'sixth', name: 'Giải Sáu', digits: 4, count: 3, amount: 400_000 },
      { id: 'seventh', name: 'Giải Bảy', digits: 3, count: 1, amount: 200_000 },
      { id: 'eighth', name: 'Giải Tám', digits: 2, count: 1, amount: 100_000 },
    ],
    specialRunnerUp: { id: 'special-runner-up', name: 'Giải phụ Đặc biệt', amount: 50_000_000 },
    consolation: { id: 'consolation', name: 'Giải Khuyến khích', amount: 6_000_000 },
  },

  tax: { threshold: 10_000_000, ratePercent: 10 },
});
