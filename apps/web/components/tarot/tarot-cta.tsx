import { TAROT_CTA } from '@drishti/content/tarot';
import type { Locale } from '@drishti/content/types';
import { MessageCircle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import s from './tarot.module.css';

/** The invitation under every tarot page to talk to a tarot reader. */
export async function TarotCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tarot.cta' });
  return (
    <section className={s.cta} aria-labelledby="tarot-cta-heading" data-testid="tarot-cta">
      <h2 id="tarot-cta-heading">{t('heading')}</h2>
      <p>{TAROT_CTA[locale]}</p>
      <Link href="/online-astrologer" className="button">
        <MessageCircle aria-hidden="true" size={20} />
        {t('button')}
      </Link>
    </section>
  );
}
