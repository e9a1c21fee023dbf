import type { Bilingual } from './types';

/**
 * The longer reading of a nakshatra's or a sign's page, beside its short description: its nature,
 * work, relationships, health and remedies, each a paragraph or two in English and Hindi.
 */
export interface DepthSections {
  nature: Bilingual;
  career: Bilingual;
  relationships: Bilingual;
  health: Bilingual;
  remedies: Bilingual;
}

export const DEPTH_SECTION_KEYS = ['nature', 'career', 'relationships', 'health', 'remedies'] as const;
