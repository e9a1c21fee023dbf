import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import a from '@/components/admin/admin.module.css';
import { ApplicationsPanel } from '@/components/admin/applications-panel';
import { BlogPanel } from '@/components/admin/blog-panel';
import { CommunityPanel } from '@/components/admin/community-panel';
import { SupportPanel } from '@/components/admin/support-panel';
import { AstrologersPanel } from '@/components/admin/astrologers-panel';
import { displayPhone } from '@/components/admin/edit-rules';
import { MeditationPanel } from '@/components/admin/meditation-panel';
import { PayoutsPanel } from '@/components/admin/payouts-panel';
import { ReviewsPanel } from '@/components/admin/reviews-panel';
import { SmsPanel } from '@/components/admin/sms-panel';
import { UsersPanel } from '@/components/admin/users-panel';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { TabSwitcher } from '@/components/ui/tab-switcher';
import { selectedTabId } from '@/components/ui/tab-model';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { currentUser, loginHref } from '@/lib/session';
import { builtRoutes } from '@/lib/site-map';
import { catalogues } from '@/messages';

// Signed-in admins only: never prerendered, never cached.
export const dynamic = 'force-dynamic';

const HREF = '/admin';
const TABS = [
  'applications',
  'astrologers',
  'users',
  'payouts',
  'reviews',
  'community',
  'support',
  'blog',
  'meditation',
  'sms',
] as const;

type Params = Promise<{ locale: string }>;
type Search = Promise<{ tab?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'admin.meta' });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
    alternates: localeAlternates(HREF, locale),
  };
}

/**
 * /admin: the team's console (applications, astrologers, users, payouts). The role is checked here
 * on the server (and again by every API call): anyone else gets the not-found page, and a signed-out
 * visitor the sign-in page when there is one.
 */
export default async function AdminPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const user = await currentUser();
  const path = getPathname({ href: HREF, locale });
  if (!user) {
    if (builtRoutes.has('/login')) redirect(loginHref(locale, path));
    notFound();
  }
  if (user.role !== 'admin') notFound();

  const t = await getTranslations({ locale, namespace: 'admin' });
  const requested = (await searchParams).tab;
  const tab = selectedTabId(
    TABS.map((id) => ({ id })),
    Array.isArray(requested) ? requested[0] : requested,
  ) as (typeof TABS)[number];
  const messages = catalogues[locale];

  return (
    <>
      <PageHero
        id="admin-heading"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { phone: displayPhone(user.phone) })}
      />
      <div className={`container ${a.page}`}>
        <TabSwitcher
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`), href: `${path}?tab=${id}` }))}
          selected={tab}
          label={t('tabs.label')}
          idPrefix="admin"
          panelId="admin-panel"
        />
        <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className={a.panel} data-tab={tab}>
          <NextIntlClientProvider
            messages={{
              admin: messages.admin,
              registration: { skills: messages.registration.skills, languages: messages.registration.languages },
              community: { admin: messages.community.admin },
              support: { admin: messages.support.admin },
              blogEditor: messages.blogEditor,
              account: { statementLines: messages.account.statementLines },
            }}
          >
            {tab === 'applications' && <ApplicationsPanel lang={locale} />}
            {tab === 'astrologers' && <AstrologersPanel lang={locale} />}
            {tab === 'users' && <UsersPanel lang={locale} />}
            {tab === 'payouts' && <PayoutsPanel lang={locale} />}
            {tab === 'reviews' && <ReviewsPanel lang={locale} />}
            {tab === 'community' && <CommunityPanel lang={locale} />}
            {tab === 'support' && <SupportPanel lang={locale} />}
            {tab === 'blog' && <BlogPanel lang={locale} />}
            {tab === 'meditation' && <MeditationPanel lang={locale} />}
            {tab === 'sms' && <SmsPanel lang={locale} />}
          </NextIntlClientProvider>
        </div>
      </div>
    </>
  );
}
