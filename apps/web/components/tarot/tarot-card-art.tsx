import type { MinorCard, TarotCard } from '@drishti/content/tarot';
import type { Locale } from '@drishti/content/types';
import { useId } from 'react';
import {
  ART_HEIGHT,
  ART_WIDTH,
  cornerLabel,
  isCourt,
  majorMotif,
  nameFontSize,
  pipPositions,
  pipScale,
  raysPath,
} from './card-art-model';
import s from './tarot-card-art.module.css';
import { Emblem, SuitSymbol } from './tarot-emblems';

/**
 * Our own drawn face of a tarot card, one style for all 78: an indigo card in a marigold frame,
 * the roman numeral or rank at the top, the card's emblem (majors) or its suit symbols (minors),
 * and the card's name on a cream band. With a `label` it is an image named by it; without one it
 * is decoration beside text that already names the card.
 */
export function TarotCardArt({
  card,
  locale,
  label,
  className,
}: {
  card: TarotCard;
  locale: Locale;
  label?: string;
  className?: string;
}) {
  const id = useId();
  const name = card.name[locale];
  return (
    <svg
      viewBox={`0 0 ${ART_WIDTH} ${ART_HEIGHT}`}
      className={className ? `${s.art} ${className}` : s.art}
      data-card={card.slug}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect x="1" y="1" width="118" height="198" rx="9" className={s.bg} />
      <rect x="1" y="1" width="118" height="198" rx="9" className={s.frame} strokeWidth="2" />
      <rect x="6" y="6" width="108" height="188" rx="6" className={s.frame} strokeWidth="0.75" />
      <path d="M20 17h10M90 17h10" className={s.thin} />
      <g className={s.twinkle}>
        <circle cx="15" cy="42" r="0.9" />
        <circle cx="104" cy="38" r="1.1" />
        <circle cx="98" cy="150" r="0.8" />
        <circle cx="18" cy="140" r="1" />
      </g>
      <text x="60" y="21" className={s.label} fontSize={card.arcana === 'major' ? 11 : 10}>
        {cornerLabel(card, locale)}
      </text>
      {card.arcana === 'major' ? <Emblem motif={majorMotif(card.slug)} /> : <MinorFace card={card} id={id} />}
      <rect x="10" y="158" width="100" height="32" rx="4" className={s.band} />
      <text x="60" y="178.5" className={s.name} fontSize={nameFontSize(name)}>
        {name}
      </text>
    </svg>
  );
}

/** The face of a minor card: the suit symbol repeated by number, or one large symbol under a court mark. */
function MinorFace({ card, id }: { card: MinorCard; id: string }) {
  const symbolId = `${id}-suit`;
  const symbol = (
    <defs>
      <g id={symbolId}>
        <SuitSymbol suit={card.suit} />
      </g>
    </defs>
  );
  if (isCourt(card.rank)) {
    return (
      <>
        {symbol}
        <CourtMark rank={card.rank} />
        <use href={`#${symbolId}`} transform="translate(60 108) scale(1.2)" />
      </>
    );
  }
  const count = card.number;
  const scale = pipScale(count);
  return (
    <>
      {symbol}
      {count === 1 && <path d={raysPath(60, 93, 16, 33, 42)} className={s.line} strokeWidth="1.2" opacity="0.6" />}
      {pipPositions(count).map((p) => (
        <use key={`${p.x}-${p.y}`} href={`#${symbolId}`} transform={`translate(${p.x} ${p.y}) scale(${scale})`} />
      ))}
    </>
  );
}

/** The mark above a court card's suit symbol: circlet, helm, three-pointed and five-pointed crowns. */
function CourtMark({ rank }: { rank: 'page' | 'knight' | 'queen' | 'king' }) {
  switch (rank) {
    case 'page':
      return (
        <g>
          <ellipse cx="60" cy="62" rx="16" ry="5" className={s.line} strokeWidth="3" />
          <circle cx="60" cy="56" r="3" className={s.cream} />
        </g>
      );
    case 'knight':
      return (
        <g>
          <path d="M46 72V56q0 -12 14 -12t14 12V72Z" className={s.gold} />
          <path d="M50 58H70" className={s.nightLine} strokeWidth="3" />
          <path d="M60 44q10 -8 18 -2" className={s.lineCream} strokeWidth="2.5" />
        </g>
      );
    case 'queen':
      return (
        <g>
          <path d="M44 72L42 50L52 60L60 44L68 60L78 50L76 72Z" className={s.gold} />
          <circle cx="60" cy="42" r="3" className={s.cream} />
        </g>
      );
    case 'king':
      return (
        <g>
          <path d="M42 72L40 50L48 58L54 46L60 56L66 46L72 58L80 50L78 72Z" className={s.gold} />
          <path d="M60 34V46M55 39H65" className={s.lineCream} strokeWidth="2.5" />
          <rect x="42" y="66" width="36" height="4" className={s.saffron} />
        </g>
      );
  }
}
