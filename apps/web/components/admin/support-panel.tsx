import { NextIntlClientProvider } from 'next-intl';
import { catalogues } from '@/messages';
import type { Lang } from './format';
import { SupportDesk } from './support-desk';

/**
 * The admin console's Support tab. A server component: it hands the desk the support texts it
 * shares with the user's pages (the form, the thread, statuses) beside its own admin texts.
 */
export function SupportPanel({ lang }: { lang: Lang }) {
  const m = catalogues[lang];
  return (
    <NextIntlClientProvider
      messages={{
        admin: { errors: m.admin.errors, common: m.admin.common },
        support: {
          admin: m.support.admin,
          form: m.support.form,
          thread: m.support.thread,
          statuses: m.support.statuses,
          number: m.support.number,
        },
      }}
    >
      <SupportDesk lang={lang} />
    </NextIntlClientProvider>
  );
}
