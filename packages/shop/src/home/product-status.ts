import type { AppConfig } from '@veso/contract';
import type { Product } from '@veso/domain';

/** How a card is marked: paused (with the configured label), coming soon, ended, or on sale. */
export type ProductCardStatus =
  | { kind: 'available' }
  | { kind: 'paused'; label: string }
  | { kind: 'coming-soon' }
  | { kind: 'ended' };

/**
 * The state of a product's card (spec §4, card styles): from the catalogue alone while
 * the app config is not there (`config` undefined), then as the config says. A product
 * whose page no feature serves yet (`mounted` false) is coming soon whatever the config.
 */
export function productStatus(
  product: Product,
  config: AppConfig | undefined,
  mounted = true,
): ProductCardStatus {
  if (!mounted || config?.comingSoonProducts.includes(product.id)) return { kind: 'coming-soon' };
  const paused = config?.pausedProducts.find((entry) => entry.productId === product.id);
  if (paused) return { kind: 'paused', label: paused.label };
  if (!product.onSale) return { kind: 'ended' };
  return { kind: 'available' };
}
