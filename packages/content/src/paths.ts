/**
 * The spec §2 routes the content feature owns: guides, terms and policy, and contact
 * (notifications belong to the orders feature). Patterns use react-router syntax (`:id?` is an optional segment).
 */
export const CONTENT_PATHS = {
  guide: '/huong-dan-choi',
  guideDetail: '/huong-dan-choi/:id?',
  policy: '/chinh-sach',
  terms: '/dieu-khoan-chinh-sach',
  policyEn: '/policy',
  contact: '/lien-he',
} as const;

/** A route pattern of the content feature. */
export type ContentPath = (typeof CONTENT_PATHS)[keyof typeof CONTENT_PATHS];

/** The guide page of one product: `/huong-dan-choi/{productId}`. */
export function guidePath(productId?: string): string {
  return productId
    ? `${CONTENT_PATHS.guide}/${encodeURIComponent(productId)}`
    : CONTENT_PATHS.guide;
}
