/**
 * The spec §2 routes the computer lottery and loto feature owns: 6x36, its bao, loto 2/3/5 digits, loto pairs and the bao variants. Patterns use react-router syntax (`:id`, optional `?`).
 * The screens come in later issues; until then these paths are the feature's contract
 * with the shop's route table and the shells' menus.
 */
export const LOTO_PATHS = {
  dienToan636: '/dien-toan-6x36',
  bao636: '/bao-xsdt-6x36',
  baoLoto2: '/bao-loto-2-so',
  donBaoBac: '/don-bao-bac',
  loto2: '/lo-to-2-so',
  loto2Pairs: '/lo-to-2-cap-so',
  loto3Pairs: '/lo-to-3-cap-so',
  loto4Pairs: '/lo-to-4-cap-so',
  lotoPairs: '/lo-to-cap-so',
  loto235: '/lo-to-235/:type?',
} as const;

/** A route pattern of this feature. */
export type LotoPath = (typeof LOTO_PATHS)[keyof typeof LOTO_PATHS];
