export { GROUP_PLAY_PATHS } from './paths';
export type { GroupPlayPath } from './paths';
