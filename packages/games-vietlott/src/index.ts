export { VIETLOTT_PATHS } from './paths';
export type { VietlottPath } from './paths';
export { vietlottRoutes } from './routes';
