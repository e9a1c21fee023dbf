import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import s from './content-page.module.css';

export interface PagerLink {
  href: string;
  name: string;
}

/** Previous / next in a series (numbers, nakshatras, signs) and a link back to the whole list. */
export function Pager({
  label,
  previousLabel,
  nextLabel,
  prev,
  next,
  all,
}: {
  label: string;
  previousLabel: string;
  nextLabel: string;
  prev?: PagerLink;
  next?: PagerLink;
  all: PagerLink;
}) {
  return (
    <nav aria-label={label} className={s.pager}>
      {prev ? (
        <Link href={prev.href} className={s.pagerLink} rel="prev" data-testid="pager-previous">
          <ChevronLeft aria-hidden="true" size={20} />
          <span>
            <span className={s.pagerLabel}>{previousLabel}</span>
            <span className={s.pagerName}>{prev.name}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} className={`${s.pagerLink} ${s.pagerNext}`} rel="next" data-testid="pager-next">
          <span>
            <span className={s.pagerLabel}>{nextLabel}</span>
            <span className={s.pagerName}>{next.name}</span>
          </span>
          <ChevronRight aria-hidden="true" size={20} />
        </Link>
      ) : (
        <span />
      )}
      <Link href={all.href} className={s.pagerAll}>
        {all.name}
      </Link>
    </nav>
  );
}
