import { MessagesSquare, Music, Sun } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InstallAppWithTexts } from '@/components/download/install-app-section';
import { InstallArt } from '@/components/download/install-art';
import s from '@/components/download/download-page.module.css';
import { SmsFormWithTexts } from '@/components/download/sms-form-section';
import { AndroidIcon, IphoneIcon } from '@/components/download/store-icons';
import { TrackedLink } from '@/components/download/tracked-link';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { routing } from '@/i18n/routing';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'download.page' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/download-app', locale),
  };
}

const ANDROID_STEPS = ['open', 'menu', 'install', 'confirm'] as const;
const IOS_STEPS = ['open', 'share', 'add', 'confirm'] as const;
const FEATURES = [
  { key: 'consult', Icon: MessagesSquare },
  { key: 'music', Icon: Music },
  { key: 'horoscope', Icon: Sun },
] as const;

/** /download-app: how to install the web app on Android and iPhone, what it adds, and the SMS link form. */
export default async function DownloadAppPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'download' });

  return (
    <>
      <Breadcrumb items={[{ label: t('page.breadcrumb') }]} />
      <section className={s.hero} aria-labelledby="download-page-heading">
        <div className="container">
          <p className={s.eyebrow}>{t('page.eyebrow')}</p>
          <h1 id="download-page-heading" className={s.title}>
            {t('page.title')}
          </h1>
          <p className={s.lead}>{t('page.lead')}</p>
          <InstallAppWithTexts tone="dark" />
          <nav aria-label={t('page.jumpLabel')}>
            <ul className={s.jump}>
              <li>
                <TrackedLink
                  href="/download-app#android"
                  className={s.jumpLink}
                  event="download_click"
                  props={{ platform: 'android', location: 'download-page' }}
                  data-testid="jump-android"
                >
                  <AndroidIcon size={24} />
                  {t('stores.android')}
                </TrackedLink>
              </li>
              <li>
                <TrackedLink
                  href="/download-app#ios"
                  className={s.jumpLink}
                  event="download_click"
                  props={{ platform: 'ios', location: 'download-page' }}
                  data-testid="jump-ios"
                >
                  <IphoneIcon size={24} />
                  {t('stores.ios')}
                </TrackedLink>
              </li>
            </ul>
          </nav>
        </div>
      </section>

      <div className={`container ${s.body}`}>
        <InstallSteps
          id="android"
          heading={t('page.androidHeading')}
          intro={t('page.androidIntro')}
          steps={ANDROID_STEPS.map((k) => t(`page.androidSteps.${k}`))}
          platform="android"
        />
        <InstallSteps
          id="ios"
          heading={t('page.iosHeading')}
          intro={t('page.iosIntro')}
          steps={IOS_STEPS.map((k) => t(`page.iosSteps.${k}`))}
          platform="ios"
        />

        <section className={s.section} aria-labelledby="features-heading">
          <h2 id="features-heading">{t('page.featuresHeading')}</h2>
          <ul className={s.features}>
            {FEATURES.map(({ key, Icon }) => (
              <li key={key} className={s.feature}>
                <span className={s.featureIcon} aria-hidden="true">
                  <Icon size={22} />
                </span>
                <h3>{t(`page.features.${key}.title`)}</h3>
                <p>{t(`page.features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={`${s.section} ${s.smsCard}`} aria-labelledby="sms-heading">
          <h2 id="sms-heading">{t('page.smsHeading')}</h2>
          <p className={s.smsIntro}>{t('sms.intro')}</p>
          <SmsFormWithTexts locale={locale} />
        </section>
      </div>
    </>
  );
}

function InstallSteps({
  id,
  heading,
  intro,
  steps,
  platform,
}: {
  id: 'android' | 'ios';
  heading: string;
  intro: string;
  steps: string[];
  platform: 'android' | 'ios';
}) {
  return (
    <section
      id={id}
      className={`${s.section} ${s.install}`}
      aria-labelledby={`${id}-heading`}
      data-testid={`install-${id}`}
    >
      <div>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p className={s.installIntro}>{intro}</p>
        <ol className={s.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <InstallArt platform={platform} className={s.art} />
    </section>
  );
}
