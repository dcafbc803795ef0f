export { LOTO_PATHS } from './paths';
export type { LotoPath } from './paths';
