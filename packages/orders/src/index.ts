export { ORDERS_PATHS } from './paths';
export type { OrdersPath } from './paths';
