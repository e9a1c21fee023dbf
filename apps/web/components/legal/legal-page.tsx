import { LEGAL_DOCUMENTS, type LegalDocumentKey } from '@drishti/content/legal';
import type { Metadata } from 'next';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import type { AppLocale } from '@/i18n/routing';
import { LegalDocument } from './legal-document';

/** The metadata of /privacy or /terms: public, indexable, in the page's language. */
export function legalMetadata(key: LegalDocumentKey, locale: AppLocale): Metadata {
  const doc = LEGAL_DOCUMENTS[key];
  return {
    title: doc.title[locale],
    description: doc.description[locale],
    alternates: localeAlternates(`/${key}`, locale),
  };
}

export function LegalPage({ docKey, locale }: { docKey: LegalDocumentKey; locale: AppLocale }) {
  const doc = LEGAL_DOCUMENTS[docKey];
  return (
    <>
      <PageHero id={`${docKey}-title`} title={doc.title[locale]} lead={doc.description[locale]} />
      <LegalDocument doc={doc} lang={locale} />
    </>
  );
}
