import type { Locale } from '@drishti/content/types';
import { createTranslator } from 'next-intl';
import { textAround } from '@/lib/text-around';
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

/** The date field's texts in the page's language, the limits' messages formatted here by next-intl (ICU). */
export function datePickerLabels(locale: Locale): DatePickerLabels {
  const texts = catalogues[locale].ui.datePicker;
  const t = createTranslator({ locale, messages: { datePicker: texts } });
  return {
    ...texts,
    min: textAround((values) => t('datePicker.min', values), 'min'),
    max: textAround((values) => t('datePicker.max', values), 'max'),
  };
}

/** The breadcrumb of a numerology calculator: Home › Numerology › the calculator. */
export function numerologyCrumbs(numerologyLabel: string, title: string, numerologyHref?: string) {
  return [{ label: numerologyLabel, ...(numerologyHref ? { href: numerologyHref } : {}) }, { label: title }];
}
