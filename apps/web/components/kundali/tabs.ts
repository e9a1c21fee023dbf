/** The six result tabs of the spec, in order (server and client). */
export const KUNDALI_TABS = ['basic', 'kundali', 'dasha', 'ashtakvarga', 'kp', 'report'] as const;
export type KundaliTab = (typeof KUNDALI_TABS)[number];

export function isKundaliTab(v: string | null | undefined): v is KundaliTab {
  return (KUNDALI_TABS as readonly string[]).includes(v ?? '');
}
