import type { ProductFamily } from './product-family';
import { paperFamily } from './modules/xskt';

/** The product families the app sells beyond their draw, registered on the order path. */
export const PRODUCT_FAMILIES: readonly ProductFamily[] = [paperFamily];
