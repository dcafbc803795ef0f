export { XSKT_PATHS } from './paths';
export type { XsktPath } from './paths';
