export { RESULTS_PATHS } from './paths';
export type { ResultsPath } from './paths';
export { kenoLiveLazy, resultsRoutes } from './routes';
