/**
 * The spec §2 routes the Vietlott games feature owns: Mega, Power, Max 3D family, Max 4D, Keno and Lotto 5/35. Patterns use react-router syntax (`:id`, optional `?`).
 * The screens come in later issues; until then these paths are the feature's contract
 * with the shop's route table and the shells' menus.
 */
export const VIETLOTT_PATHS = {
  mega645: '/mega-645',
  power655: '/power-655',
  max3d: '/max-3d',
  max3dPlus: '/max-3d-plus',
  omMax3dPlus: '/om-max-3d-plus',
  max4d: '/max-4d',
  keno: '/keno',
  kenoLive: '/keno-live',
  kenoBao: '/choi-bao-keno',
  kenoSubscription: '/nuoi-keno',
  lotto535: '/lotto-535',
} as const;

/** A route pattern of this feature. */
export type VietlottPath = (typeof VIETLOTT_PATHS)[keyof typeof VIETLOTT_PATHS];
