import type { Locale } from '@drishti/content/types';
import { vedicTools } from '@drishti/content/tools';
import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { builtRoutes } from '@/lib/site-map';
import { ToolIcon } from './tool-icon';
import s from './tools-grid.module.css';
import { visibleTools } from './tools-model';

/**
 * The Vedic tools grid: a card per tool (icon, label, description) linking to its page. Only tools
 * whose page is built are shown. The title defaults to "Vedic Tools"; a description and a count
 * limit are optional. Renders nothing when no tool is available.
 */
export async function ToolsGrid({
  locale,
  title,
  description,
  limit,
  exclude,
  headingLevel = 2,
  id = 'vedic-tools-grid',
}: {
  locale: Locale;
  title?: string;
  description?: string;
  limit?: number;
  /** Tool keys to leave out, e.g. the tool of the page the grid is on. */
  exclude?: readonly string[];
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const tools = visibleTools(vedicTools, builtRoutes, {
    ...(limit !== undefined ? { limit } : {}),
    ...(exclude ? { exclude } : {}),
  });
  if (tools.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'vedicTools.grid' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Card = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className={s.section} aria-labelledby={`${id}-heading`} data-testid="tools-grid">
      <Heading id={`${id}-heading`} className={s.heading}>
        {title ?? t('title')}
      </Heading>
      {description && <p className={s.description}>{description}</p>}
      <ul className={s.grid}>
        {tools.map((tool) => (
          <li key={tool.key} className={s.item}>
            <Link href={tool.link} className={s.card} data-tool={tool.key}>
              <span className={s.icon}>
                <ToolIcon name={tool.icon} />
              </span>
              <span className={s.text}>
                <Card className={s.label}>{tool.label[locale]}</Card>
                <span className={s.toolDescription}>{tool.description[locale]}</span>
              </span>
              <ChevronRight aria-hidden="true" size={20} className={s.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
