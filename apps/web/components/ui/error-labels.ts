import { getTranslations } from 'next-intl/server';
import type { ErrorLabels } from './error-state';

/** The error state's texts in a page's language (server components). */
export async function getErrorLabels(locale: string): Promise<ErrorLabels> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { prefix: t('errorPrefix'), generic: t('generic'), retry: t('retry') };
}
