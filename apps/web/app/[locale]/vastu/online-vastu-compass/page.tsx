import { VASTU_DIRECTIONS, VASTU_ROOMS } from '@drishti/content/vastu';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqSection } from '@/components/faq/faq-section';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import s from '@/components/vastu/vastu.module.css';
import { type DirectionView, type RoomView, VastuCompass } from '@/components/vastu/vastu-compass';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { builtRoutes } from '@/lib/site-map';
import { catalogues } from '@/messages';

const HREF = '/vastu/online-vastu-compass';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'vastu' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /vastu/online-vastu-compass: a live (or hand-turned) compass with the 16 Vastu zones for a room. */
export default async function VastuCompassPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vastu' });

  const directions: DirectionView[] = VASTU_DIRECTIONS.map((d) => ({
    key: d.key,
    short: d.short[locale],
    name: d.name[locale],
  }));
  const rooms: RoomView[] = VASTU_ROOMS.map((r) => ({
    key: r.key,
    label: r.label[locale],
    rule: r.rule[locale],
    zones: r.zones,
  }));
  const namesWhere = (room: (typeof VASTU_ROOMS)[number], verdict: 'good' | 'bad') =>
    VASTU_DIRECTIONS.filter((d) => room.zones[d.key] === verdict)
      .map((d) => d.name[locale])
      .join(', ');

  return (
    <>
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <PageHero id="vastu-heading" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.body}`}>
        <section aria-labelledby="compass-heading">
          <h2 id="compass-heading" className={s.sectionTitle}>
            {t('compassHeading')}
          </h2>
          <NextIntlClientProvider messages={{ vastu: { compass: catalogues[locale].vastu.compass } }}>
            <VastuCompass directions={directions} rooms={rooms} />
          </NextIntlClientProvider>
        </section>

        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className={s.sectionTitle}>
            {t('howHeading')}
          </h2>
          <ol className={s.prose}>
            {[1, 2, 3, 4].map((n) => (
              <li key={n}>{t(`how.step${n}`)}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="table-heading">
          <h2 id="table-heading" className={s.sectionTitle}>
            {t('tableHeading')}
          </h2>
          <p className={s.prose}>{t('tableIntro')}</p>
          <div className={s.tableWrap}>
            <table className={s.roomTable} data-testid="room-table">
              <thead>
                <tr>
                  <th scope="col">{t('table.room')}</th>
                  <th scope="col">{t('table.good')}</th>
                  <th scope="col">{t('table.bad')}</th>
                </tr>
              </thead>
              <tbody>
                {VASTU_ROOMS.map((room) => (
                  <tr key={room.key}>
                    <th scope="row">{room.label[locale]}</th>
                    <td>{namesWhere(room, 'good')}</td>
                    <td>{namesWhere(room, 'bad')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {builtRoutes.has('/online-astrologer') && (
          <section aria-labelledby="expert-heading" className={s.cta}>
            <h2 id="expert-heading">{t('expertHeading')}</h2>
            <p>{t('expertText')}</p>
            <Link href="/online-astrologer" className="button">
              {t('expertLink')}
            </Link>
          </section>
        )}

        <FaqSection set="vastu-compass" locale={locale} variant="card" />
      </div>
    </>
  );
}
