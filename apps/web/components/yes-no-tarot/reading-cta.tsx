import { TAROT_CTA } from '@drishti/content/tarot';
import type { Locale } from '@drishti/content/types';
import { MessageCircle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { canLink } from '@/lib/content-routes';
import s from './yes-no-tarot.module.css';

/**
 * The invitation under a reading to talk to a tarot reader. It links to the astrologer list only
 * when this build has that page.
 */
export async function ReadingCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tools.yesNoTarot' });
  return (
    <section className={s.cta} aria-labelledby="yes-no-cta-heading" data-testid="tarot-cta">
      <h3 id="yes-no-cta-heading">{t('ctaHeading')}</h3>
      <p>{TAROT_CTA[locale]}</p>
      {canLink('/online-astrologer') && (
        <Link href="/online-astrologer" className="button" data-testid="cta-link">
          <MessageCircle aria-hidden="true" size={20} />
          {t('ctaButton')}
        </Link>
      )}
    </section>
  );
}
