import { getProduct, PRODUCTS } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { rulesSummary } from './rules-summary';

describe('rulesSummary', () => {
  it('describes a Vietlott pick with its range and price', () => {
    expect(rulesSummary(getProduct('mega645'))).toEqual({
      howToPlay: 'Chọn 6 số khác nhau từ 01 đến 45.',
      price: 'Giá 10.000đ mỗi lượt chơi.',
      drawSchedule: 'Thứ 4, 6, Chủ nhật - 18:00',
      notice: null,
    });
  });

  it('mentions the special number, a variable count and repeats', () => {
    expect(rulesSummary(getProduct('lotto535')).howToPlay).toBe(
      'Chọn 5 số khác nhau từ 01 đến 35 và 1 số đặc biệt từ 01 đến 12.',
    );
    expect(rulesSummary(getProduct('keno')).howToPlay).toBe(
      'Chọn từ 1 đến 10 số khác nhau từ 01 đến 80.',
    );
    expect(rulesSummary(getProduct('max3dplus')).howToPlay).toBe(
      'Chọn 2 số từ 000 đến 999, các số được phép trùng nhau.',
    );
  });

  it('prices paper tickets per ticket and flags a product no longer sold', () => {
    expect(rulesSummary(getProduct('xsmb'))).toMatchObject({
      howToPlay: null,
      price: 'Giá 10.000đ mỗi vé.',
    });
    expect(rulesSummary(getProduct('max4d')).notice).toMatch(/ngừng phát hành/);
  });

  it('has a price and a schedule for every product', () => {
    for (const product of PRODUCTS) {
      const summary = rulesSummary(product);
      expect(summary.price, product.id).toMatch(/^Giá [\d.]+đ /);
      expect(summary.drawSchedule.length, product.id).toBeGreaterThan(3);
    }
  });
});
