import { describe, expect, it } from 'vitest';
import {
  BuyType,
  Category,
  Channel,
  Delivery,
  EXCHANGE_TYPE_LABELS,
  ExchangeType,
  Group,
  LotteryType,
  ShipType,
  TicketGroup,
  TicketStatus,
  TicketTypeId,
  WITHDRAW_METHOD_LABELS,
  WITHDRAW_METHOD_SLUGS,
  WithdrawMethod,
  withdrawMethodBySlug,
} from './enums';

describe('spec §3 enumerations', () => {
  it('carry the exact wire values of the spec', () => {
    expect(LotteryType).toEqual({ xsdt: 1, xstt: 2 });
    expect(Category).toEqual({
      x636: 1,
      loto235: 2,
      loto234: 6,
      northernLottery: 3,
      southLottery: 4,
      centralLottery: 5,
    });
    expect(Group).toEqual({
      bao6: 6,
      loto2: 2,
      loto2_couple: 2,
      loto3_couple: 3,
      loto4_couple: 4,
      loto3: 3,
      loto5: 5,
    });
    expect(Delivery).toEqual({ ship: 0, hold: 1 });
    expect(ShipType).toEqual({ normal: 0 });
    expect(BuyType).toEqual({ singlePeriod: 1, multiplePeriods: 2, group: 3 });
    // Spec §4: 0 waiting to print, 1 held by the agent, 2 done, 3 cancelled, 4 refund error.
    expect(TicketStatus).toEqual({ waiting: 0, printed: 1, done: 2, cancelled: 3, refundError: 4 });
    expect(TicketTypeId).toEqual({
      Mega645: 1,
      Max4D: 2,
      Power655: 3,
      Max3D: 4,
      Max3DPlus: 5,
      Keno: 6,
      OmMax3DPlus: 15,
      groupPlayMega: 21,
      groupPlayPower: 23,
      Lotto535: 12,
    });
    expect(TicketGroup).toEqual({ DienToan636: 6, LoTo5So: 5, LoTo3So: 3, LoTo2So: 2 });
    expect(Channel).toEqual({ WEB_PUBLIC: 'WEB_PUBLIC', WEB: 'WEB', WEBVIEW: 'WEBVIEW' });
  });

  it('number exchange types 1 to 9: product account, bank, e-wallets, phone top-up last', () => {
    expect(Object.values(ExchangeType).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ExchangeType.productAccount).toBe(1);
    expect(ExchangeType.bankTransfer).toBe(2);
    expect(ExchangeType.phoneTopUp).toBe(9);
    for (const type of Object.values(ExchangeType)) {
      expect(EXCHANGE_TYPE_LABELS[type]).toMatch(/\S/);
    }
  });
});

describe('withdraw methods', () => {
  it('are numbered 1 to 5 as in spec §2', () => {
    expect(WithdrawMethod).toEqual({
      productAccount: 1,
      bankTransfer: 2,
      eWallet: 3,
      phoneTopUp: 4,
      otherEWallet: 5,
    });
  });

  it('each have a unique kebab-case slug and a label', () => {
    const slugs = Object.values(WithdrawMethod).map((m) => WITHDRAW_METHOD_SLUGS[m]);
    expect(new Set(slugs).size).toBe(5);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(WITHDRAW_METHOD_SLUGS[WithdrawMethod.productAccount]).toBe('nap-tai-khoan-san-pham');
    for (const method of Object.values(WithdrawMethod)) {
      expect(WITHDRAW_METHOD_LABELS[method]).toMatch(/\S/);
    }
  });

  it('are found back from their slug', () => {
    for (const method of Object.values(WithdrawMethod)) {
      expect(withdrawMethodBySlug(WITHDRAW_METHOD_SLUGS[method])).toBe(method);
    }
    expect(withdrawMethodBySlug('rut-tien-mat')).toBeUndefined();
    expect(withdrawMethodBySlug('')).toBeUndefined();
  });
});
