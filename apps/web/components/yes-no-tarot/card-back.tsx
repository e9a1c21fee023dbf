import s from './yes-no-tarot.module.css';

/** The back of a tarot card in the deck's style: indigo, a marigold frame, a sun-and-moon emblem. */
export function CardBack() {
  return (
    <svg viewBox="0 0 120 200" className={s.backArt} aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="118" height="198" rx="9" className={s.backBg} />
      <rect x="1" y="1" width="118" height="198" rx="9" className={s.backFrame} strokeWidth="2" />
      <rect x="7" y="7" width="106" height="186" rx="6" className={s.backFrame} strokeWidth="0.75" />
      <g className={s.backLine}>
        <path d="M60 20 L100 100 L60 180 L20 100 Z" strokeWidth="1" />
        <path d="M60 40 L88 100 L60 160 L32 100 Z" strokeWidth="0.75" />
        <circle cx="60" cy="100" r="22" strokeWidth="1.5" />
      </g>
      <circle cx="60" cy="100" r="13" className={s.backSun} />
      <circle cx="66" cy="96" r="11" className={s.backBg} />
      <g className={s.backStars}>
        <circle cx="24" cy="30" r="1.2" />
        <circle cx="96" cy="34" r="1" />
        <circle cx="30" cy="170" r="1" />
        <circle cx="92" cy="166" r="1.2" />
        <circle cx="60" cy="14" r="0.9" />
        <circle cx="60" cy="186" r="0.9" />
      </g>
    </svg>
  );
}
