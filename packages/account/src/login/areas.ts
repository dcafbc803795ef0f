/**
 * The areas of the login flow's last step (spec §4 step 6), valued by the region codes
 * the results and paper-lottery products use (xsmb / xsmt / xsmn).
 */
export const AREAS = [
  { value: 'xsmb', label: 'Miền Bắc' },
  { value: 'xsmt', label: 'Miền Trung' },
  { value: 'xsmn', label: 'Miền Nam' },
] as const;

export type AreaValue = (typeof AREAS)[number]['value'];

export function areaLabel(value: string | null | undefined): string | null {
  return AREAS.find((area) => area.value === value)?.label ?? null;
}
