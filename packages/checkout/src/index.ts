export { CHECKOUT_PATHS } from './paths';
export type { CheckoutPath } from './paths';
export { checkoutRoutes } from './routes';
