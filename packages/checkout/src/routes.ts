import type { RouteObject } from 'react-router';
import { CHECKOUT_PATHS } from './paths';

/** The checkout pages under the default layout, each loaded on demand. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: CHECKOUT_PATHS.cart,
    lazy: () => import('./cart/cart-page').then((module) => ({ Component: module.CartPage })),
  },
  {
    path: CHECKOUT_PATHS.delivery,
    lazy: () =>
      import('./delivery/delivery-page').then((module) => ({
        Component: module.GuardedDeliveryPage,
      })),
  },
  {
    path: CHECKOUT_PATHS.deliveryPayment,
    lazy: () =>
      import('./payment/payment-method-page').then((module) => ({
        Component: module.GuardedPaymentMethodPage,
      })),
  },
  {
    path: CHECKOUT_PATHS.paymentMethod,
    lazy: () =>
      import('./payment/payment-method-page').then((module) => ({
        Component: module.GuardedPaymentMethodPage,
      })),
  },
  {
    path: CHECKOUT_PATHS.confirmOrder,
    lazy: () =>
      import('./confirm/confirm-order-page').then((module) => ({
        Component: module.GuardedConfirmOrderPage,
      })),
  },
];
