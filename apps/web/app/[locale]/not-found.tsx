import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <section className="container" style={{ padding: '48px 16px', maxWidth: '72ch' }}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  );
}
