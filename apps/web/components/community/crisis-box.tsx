import { CRISIS_HELPLINES } from '@drishti/content/community';
import { LifeBuoy, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import s from './community.module.css';

/**
 * India's crisis helplines (Tele-MANAS 14416 and its toll-free number) with call links. Shown
 * above the depression topic, on its posts, in the composer when that topic is picked, and to
 * anyone whose post signals self-harm. Works in server and client components alike.
 */
export function CrisisBox({ lead, headingLevel = 2 }: { lead?: string; headingLevel?: 2 | 3 }) {
  const t = useTranslations('community.crisis');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className={s.crisis} aria-label={t('title')} data-testid="crisis-box">
      <Heading className={s.crisisTitle}>
        <LifeBuoy aria-hidden="true" size={22} />
        {t('title')}
      </Heading>
      {lead && (
        <p className={s.crisisText} data-testid="crisis-lead">
          {lead}
        </p>
      )}
      <p className={s.crisisText}>{t('text')}</p>
      <ul className={s.crisisLines}>
        {CRISIS_HELPLINES.map((line) => (
          <li key={line.key}>
            <a href={line.tel} className={s.crisisCall} data-testid="crisis-call">
              <span className={s.crisisCallName}>{t(line.key)}</span>
              <span className={s.crisisNumber}>
                <Phone aria-hidden="true" size={18} />
                <span>{t('call', { number: line.display })}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className={s.crisisText}>{t('emergency')}</p>
    </aside>
  );
}
