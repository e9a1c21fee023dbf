import type { Locale } from '@drishti/content/types';
import type { DatePickerLabels } from '../ui/date-picker';
import { catalogues, type Messages } from '../../messages';

export type ToolGroup = keyof Messages['tools'];

/**
 * The part of the tools catalogue a calculator uses, for a NextIntlClientProvider around it:
 * client components get only the groups they read (the layout gives them no catalogue).
 */
export function toolMessages(locale: Locale, groups: readonly ToolGroup[]) {
  const tools = catalogues[locale].tools;
  return { tools: Object.fromEntries(groups.map((g) => [g, tools[g]])) };
}

/** The date field's texts in the page's language. */
export function datePickerLabels(locale: Locale): DatePickerLabels {
  return catalogues[locale].ui.datePicker;
}

/** The breadcrumb of a numerology calculator: Home › Numerology › the calculator. */
export function numerologyCrumbs(numerologyLabel: string, title: string, numerologyHref?: string) {
  return [{ label: numerologyLabel, ...(numerologyHref ? { href: numerologyHref } : {}) }, { label: title }];
}
