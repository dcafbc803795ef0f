import type { DrawPeriod } from '@veso/contract';
import type { ChosenDraw } from '@veso/shop-core';

export function toChosenDrawForTest(period: DrawPeriod): ChosenDraw {
  return {
    drawCode: period.drawCode,
    openDate: period.openDate,
    drawAt: period.drawAt,
    salesCloseAt: period.salesCloseAt,
  };
}
