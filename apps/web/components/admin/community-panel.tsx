import { NextIntlClientProvider } from 'next-intl';
import { catalogues } from '@/messages';
import { CommunityModeration } from './community-moderation';
import type { Lang } from './format';

/**
 * The admin console's Community tab. A server component: it hands the moderation client the
 * community's admin texts with the topic and report-reason names, and the console's error texts.
 */
export function CommunityPanel({ lang }: { lang: Lang }) {
  const m = catalogues[lang];
  return (
    <NextIntlClientProvider
      messages={{
        admin: { errors: m.admin.errors, common: m.admin.common },
        community: {
          admin: m.community.admin,
          topics: m.community.topics,
          report: { reasons: m.community.report.reasons },
        },
      }}
    >
      <CommunityModeration lang={lang} />
    </NextIntlClientProvider>
  );
}
