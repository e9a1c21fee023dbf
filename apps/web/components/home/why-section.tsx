import {
  BadgeCheck,
  Clock3,
  Flower2,
  Gift,
  Headset,
  IndianRupee,
  Languages,
  Lock,
  type LucideIcon,
  Orbit,
  Star,
  Timer,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import h from './home.module.css';
import { SectionHead } from './section-head';

/** The 11 reasons, in order; their texts are in the home catalogue under why.reasons. */
export const WHY_REASONS: readonly { key: string; Icon: LucideIcon }[] = [
  { key: 'verified', Icon: BadgeCheck },
  { key: 'anytime', Icon: Clock3 },
  { key: 'language', Icon: Languages },
  { key: 'ratings', Icon: Star },
  { key: 'pricing', Icon: IndianRupee },
  { key: 'billing', Icon: Timer },
  { key: 'privacy', Icon: Lock },
  { key: 'calculations', Icon: Orbit },
  { key: 'free', Icon: Gift },
  { key: 'remedies', Icon: Flower2 },
  { key: 'support', Icon: Headset },
];

/** Section 7: why Drishti, eleven reasons in a grid. */
export async function WhySection() {
  const t = await getTranslations('home.why');
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="why-heading"
      data-testid="home-section"
      data-section="why"
    >
      <SectionHead id="why-heading" heading={t('heading')} intro={t('intro')} />
      <ul className={h.reasons}>
        {WHY_REASONS.map(({ key, Icon }) => (
          <li key={key} className={h.reason} data-testid="reason">
            <span className={h.reasonIcon} aria-hidden="true">
              <Icon size={22} />
            </span>
            <div>
              <h3>{t(`reasons.${key}.title`)}</h3>
              <p>{t(`reasons.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
