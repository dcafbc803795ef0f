export { GROUP_PLAY_PATHS } from './paths';
export type { GroupPlayPath } from './paths';
export { groupPlayRoutes } from './routes';
export {
  GROUP_POLL_MS,
  GROUP_TAG,
  groupApi,
  useGetBigWinListQuery,
  useGetGroupConfigQuery,
  useGetGroupDetailQuery,
  useGetGroupHistoryQuery,
  useGetGroupListQuery,
} from './api/group-api';
export { GroupCard, GroupBadge } from './card/group-card';
export type { GroupCardProps } from './card/group-card';
export { ShareProgress } from './card/progress-bar';
export { SharePicker } from './share/share-picker';
export {
  addGroupTicket,
  buyShares,
  groupFlowReset,
  groupFlowSlice,
  leaveGroup,
  reserveGroup,
  selectGroupFlow,
} from './state/group-flow';
export type { GroupFlowState, GroupInfo, LastRequest } from './state/group-flow';
