export { RESULTS_PATHS } from './paths';
export type { ResultsPath } from './paths';
