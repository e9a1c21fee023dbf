import {
  CHOGHADIYA_QUALITIES,
  CHOGHADIYAS,
  type ChoghadiyaQuality,
  DAY_MUHURTAS,
  PANCHANG_LABELS,
  PANCHANG_PERIODS,
  type PanchangPeriodKey,
  vara,
} from '@drishti/content/panchang-names';
import { muhuratPage } from '@drishti/content/pages/muhurat';
import { section } from '@drishti/content/pages/types';
import { planet } from '@drishti/content/planets';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { DayMuhurtas } from '@/components/content-page/day-muhurtas';
import { contentMetadata } from '@/components/content-page/metadata';
import { RelatedLinks } from '@/components/content-page/related-links';
import { Paragraphs, TextSection } from '@/components/content-page/text-section';
import { type Tone, ToneBadge } from '@/components/content-page/tone-badge';
import { routing } from '@/i18n/routing';
import { StaticPage } from '@/components/islands/static-page';

const HREF = '/muhurat';

const QUALITY_TONE: Readonly<Record<ChoghadiyaQuality, Tone>> = { good: 'good', neutral: 'okay', bad: 'bad' };

/** The periods of a daily panchang, those to seek first. */
const PERIOD_ORDER: readonly PanchangPeriodKey[] = [
  'abhijit',
  'amritKaal',
  'rahuKaal',
  'yamaganda',
  'gulika',
  'durMuhurat',
  'varjyam',
];

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.muhurat' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** /muhurat: the muhurta as a unit (15 by day, 30 in a day and night), Abhijit, choghadiya, periods to avoid. */
export default async function MuhuratPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.muhurat' });
  const page = muhuratPage;
  const list = new Intl.ListFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { type: 'conjunction' });

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={page.lead[locale]}
      faq={{ set: 'muhurat', variant: 'card' }}
    >
      <StaticPage />
      <Paragraphs items={page.intro} locale={locale} />

      <TextSection section={section(page, 'unit')} locale={locale}>
        <DayMuhurtas
          label={t('dayBarLabel')}
          sunrise={t('sunrise')}
          noon={t('noon')}
          sunset={t('sunset')}
          abhijit={PANCHANG_LABELS.abhijit[locale]}
        />
      </TextSection>

      <TextSection section={section(page, 'day-muhurtas')} locale={locale}>
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="day-muhurtas">
            <caption>{t('tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('index')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('nature')}</th>
              </tr>
            </thead>
            <tbody>
              {DAY_MUHURTAS.map((m) => (
                <tr key={m.index} className={m.index === 8 ? s.highlight : undefined}>
                  <td>{m.index}</td>
                  <th scope="row">{m.name[locale]}</th>
                  <td>
                    <ToneBadge
                      tone={m.auspicious ? 'good' : 'bad'}
                      label={m.auspicious ? t('auspicious') : t('inauspicious')}
                    />
                    {m.exceptVaras.length > 0 && (
                      <span className={s.cardMeta}>
                        {' '}
                        {t('except', { days: list.format(m.exceptVaras.map((v) => vara(v).name[locale])) })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TextSection>

      <TextSection section={section(page, 'abhijit')} locale={locale} />

      <TextSection section={section(page, 'choghadiya')} locale={locale}>
        <ul className={s.cards} data-testid="choghadiyas">
          {Object.values(CHOGHADIYAS).map((c) => (
            <li key={c.key}>
              <div className={s.infoCard}>
                <span className={s.cardTitle}>{c.name[locale]}</span>
                <span className={s.badges}>
                  <ToneBadge tone={QUALITY_TONE[c.quality]} label={CHOGHADIYA_QUALITIES[c.quality][locale]} />
                  <span className={s.cardMeta}>{t('lord', { planet: planet(c.lord).name[locale] })}</span>
                </span>
                <p className={s.cardText}>{c.meaning[locale]}</p>
              </div>
            </li>
          ))}
        </ul>
      </TextSection>

      <TextSection section={section(page, 'periods')} locale={locale}>
        <ul className={s.cards} data-testid="periods">
          {PERIOD_ORDER.map((key) => {
            const period = PANCHANG_PERIODS[key];
            return (
              <li key={key}>
                <div className={s.infoCard}>
                  <span className={s.cardTitle}>{PANCHANG_LABELS[key][locale]}</span>
                  <span className={s.badges}>
                    <ToneBadge
                      tone={period.auspicious ? 'good' : 'bad'}
                      label={period.auspicious ? t('seek') : t('avoid')}
                    />
                  </span>
                  <p className={s.cardText}>{period.description[locale]}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </TextSection>

      <TextSection section={section(page, 'choosing')} locale={locale} />
      <TextSection section={section(page, 'no-perfect-time')} locale={locale} />

      <RelatedLinks
        locale={locale}
        pages={['nakshatras', 'astrology', 'kaalSarpDosha', 'liveAstrologer']}
        tools={['shubhMuhurat', 'panchang']}
      />
    </ContentPage>
  );
}
