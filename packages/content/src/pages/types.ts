import type { Bilingual } from '../types';

/** A titled section of a content page: paragraphs, then optional points (a list). */
export interface PageSection {
  key: string;
  title: Bilingual;
  paragraphs: readonly Bilingual[];
  points?: readonly Bilingual[];
  /** The points are steps to follow in order. */
  ordered?: boolean;
}

/** The bilingual texts of one content page; headings of data tables live in the web messages. */
export interface PageText {
  /** One or two sentences under the page's heading. */
  lead: Bilingual;
  intro: readonly Bilingual[];
  sections: readonly PageSection[];
}

/** The section with this key; throws when a page renders a section its text does not have. */
export function section(page: PageText, key: string): PageSection {
  const found = page.sections.find((s) => s.key === key);
  if (!found) throw new RangeError(`No section "${key}" in this page text`);
  return found;
}
