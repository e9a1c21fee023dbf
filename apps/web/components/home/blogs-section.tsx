import type { BlogSummaryData } from '@drishti/contracts/blog';
import type { Locale } from '@drishti/content/types';
import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { builtRoutes } from '@/lib/site-map';
import { BlogCarousel } from './blog-carousel';
import h from './home.module.css';
import { SectionHead } from './section-head';

/** Section 5: the newest five blog posts, rendered on the server (the section hides when there are none). */
export async function BlogsSection({ locale, initial }: { locale: Locale; initial?: BlogSummaryData[] }) {
  const t = await getTranslations('home.blogs');
  return (
    <BlogCarousel
      locale={locale}
      initial={initial}
      className={`container ${h.section}`}
      headingId="blogs-heading"
      header={
        <SectionHead
          id="blogs-heading"
          heading={t('heading')}
          intro={t('intro')}
          action={
            builtRoutes.has('/blogs') && (
              <Link href="/blogs" className={h.viewMore}>
                {t('viewAll')}
                <ChevronRight aria-hidden="true" size={18} />
              </Link>
            )
          }
        />
      }
      labels={{
        listLabel: t('listLabel'),
        previous: t('previous'),
        next: t('next'),
        loading: t('loading'),
        published: t.raw('published') as string,
      }}
    />
  );
}
