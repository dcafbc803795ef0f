export { CHECKOUT_PATHS } from './paths';
export type { CheckoutPath } from './paths';
export { checkoutRoutes } from './routes';
// The webview home's cart tab shows the cart inside the home.
export { CartPage } from './cart/cart-page';
