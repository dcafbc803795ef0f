import type { XsdtProduct } from '@veso/contract';
import { unitPriceFor } from '@veso/domain';
import { selectIsEmbed, useAppSelector } from '@veso/shop-core';

/**
 * Price of one stake unit of a product in this shell: 1,000đ inside the e-wallet app,
 * 10,000đ on the web (spec §9, domain `unitPriceFor`).
 */
export function useUnitPrice(product: XsdtProduct): number {
  const embedded = useAppSelector(selectIsEmbed);
  return unitPriceFor(product, embedded);
}
