import type { ReactNode } from 'react';
import type { Suit } from '@drishti/content/tarot';
import { type MajorMotif, pentagramPath, raysPath, starPath } from './card-art-model';
import s from './tarot-card-art.module.css';

/*
 * The drawings of the 22 major cards' emblems, one SVG group per motif (a table of artwork, read
 * by TarotCardArt).
 */

/** A major card's emblem, drawn in the motif box around (60, 93). */
export function Emblem({ motif }: { motif: MajorMotif }): ReactNode {
  switch (motif) {
    case 'cliff':
      return (
        <g>
          <circle cx="82" cy="54" r="9" className={s.gold} />
          <path d={raysPath(82, 54, 8, 12, 17)} className={s.line} strokeWidth="2" />
          <path d="M14 152V116Q34 106 62 110L54 126L46 152Z" className={s.saffron} />
          <path d="M14 116Q34 106 62 110" className={s.lineCream} strokeWidth="2" />
          <path d="M26 108L44 80" className={s.lineCream} strokeWidth="2.5" />
          <circle cx="46" cy="77" r="6" className={s.gold} />
          <path d="M62 106Q80 74 98 104" className={s.line} strokeWidth="2" strokeDasharray="3 4" />
          <path d={starPath(30, 56, 5, 5, 2.2)} className={s.cream} />
        </g>
      );
    case 'infinity':
      return (
        <g>
          <path
            d="M60 62C50 50 32 50 32 62S50 74 60 62S88 50 88 62S70 74 60 62Z"
            className={s.line}
            strokeWidth="3.5"
          />
          <path d="M60 82V140" className={s.lineCream} strokeWidth="5" />
          <circle cx="60" cy="80" r="4" className={s.cream} />
          <circle cx="60" cy="142" r="4" className={s.cream} />
          <path d="M24 124H46M74 124H96" className={s.line} strokeWidth="2.5" />
        </g>
      );
    case 'pillars':
      return (
        <g>
          <rect x="20" y="48" width="13" height="100" className={s.saffron} />
          <rect x="87" y="48" width="13" height="100" className={s.cream} />
          <rect x="17" y="42" width="19" height="6" rx="1" className={s.saffron} />
          <rect x="84" y="42" width="19" height="6" rx="1" className={s.cream} />
          <circle cx="60" cy="80" r="15" className={s.gold} />
          <circle cx="67" cy="75" r="13" className={s.bg} />
          <rect x="49" y="110" width="22" height="14" rx="2" className={s.cream} />
          <path d="M53 115H67M53 119H63" className={s.nightLine} strokeWidth="1.2" />
        </g>
      );
    case 'venus':
      return (
        <g>
          <circle cx="60" cy="78" r="19" className={s.line} strokeWidth="5" />
          <path d="M60 97V144M44 122H76" className={s.line} strokeWidth="5" />
          <path d={starPath(40, 46, 5, 4, 1.8)} className={s.cream} />
          <path d={starPath(60, 42, 5, 4, 1.8)} className={s.cream} />
          <path d={starPath(80, 46, 5, 4, 1.8)} className={s.cream} />
        </g>
      );
    case 'throne':
      return (
        <g>
          <path d="M30 148V80L40 68L48 80V60L60 44L72 60V80L80 68L90 80V148Z" className={s.gold} />
          <rect x="44" y="88" width="32" height="32" className={s.bg} />
          <circle cx="60" cy="100" r="5" className={s.lineCream} strokeWidth="2.5" />
          <path d="M60 105V116M54 110H66" className={s.lineCream} strokeWidth="2.5" />
          <rect x="26" y="128" width="68" height="6" className={s.saffron} />
        </g>
      );
    case 'keys':
      return (
        <g>
          <Key transform="translate(60 96) rotate(32)" />
          <Key transform="translate(60 96) rotate(-32)" />
          <path d="M50 52H70M52 46H68M54 40H66" className={s.lineCream} strokeWidth="2.5" />
        </g>
      );
    case 'hearts':
      return (
        <g>
          <circle cx="60" cy="52" r="8" className={s.gold} />
          <path d={raysPath(60, 52, 10, 11, 15)} className={s.line} strokeWidth="1.8" />
          <path
            d="M0 12C-16 0 -16 -14 -8 -14C-3 -14 0 -10 0 -7C0 -10 3 -14 8 -14C16 -14 16 0 0 12Z"
            transform="translate(48 104) scale(1.6)"
            className={s.gold}
          />
          <path
            d="M0 12C-16 0 -16 -14 -8 -14C-3 -14 0 -10 0 -7C0 -10 3 -14 8 -14C16 -14 16 0 0 12Z"
            transform="translate(72 112) scale(1.6)"
            className={s.cream}
            opacity="0.9"
          />
        </g>
      );
    case 'chariot':
      return (
        <g>
          <path d="M30 76Q60 52 90 76" className={s.lineCream} strokeWidth="3" />
          <path d={starPath(48, 64, 5, 3, 1.3)} className={s.gold} />
          <path d={starPath(60, 60, 5, 3, 1.3)} className={s.gold} />
          <path d={starPath(72, 64, 5, 3, 1.3)} className={s.gold} />
          <rect x="32" y="80" width="56" height="36" rx="3" className={s.gold} />
          <path d="M44 98H76" className={s.nightLine} strokeWidth="3" />
          <circle cx="40" cy="126" r="13" className={s.lineCream} strokeWidth="3" />
          <circle cx="80" cy="126" r="13" className={s.lineCream} strokeWidth="3" />
          <path d={raysPath(40, 126, 6, 0, 13)} className={s.lineCream} strokeWidth="1.5" />
          <path d={raysPath(80, 126, 6, 0, 13)} className={s.lineCream} strokeWidth="1.5" />
        </g>
      );
    case 'lion':
      return (
        <g>
          <path d={starPath(60, 96, 14, 36, 25)} className={s.gold} />
          <circle cx="60" cy="96" r="22" className={s.saffron} />
          <circle cx="60" cy="98" r="18" className={s.cream} />
          <circle cx="53" cy="93" r="2.5" className={s.bg} />
          <circle cx="67" cy="93" r="2.5" className={s.bg} />
          <path d="M55 102H65L60 108Z" className={s.saffron} />
          <path d="M54 112Q60 116 66 112" className={s.nightLine} strokeWidth="1.5" />
        </g>
      );
    case 'lantern':
      return (
        <g>
          <path d="M30 40V150" className={s.lineCream} strokeWidth="3.5" />
          <path d="M68 52V64" className={s.line} strokeWidth="2" />
          <path d="M54 76L68 64L82 76Z" className={s.gold} />
          <rect x="54" y="76" width="28" height="40" rx="3" className={s.lanternBody} strokeWidth="2.5" />
          <path d={starPath(68, 96, 6, 10, 5)} className={s.gold} />
          <rect x="52" y="116" width="32" height="5" rx="1" className={s.gold} />
          <path d={raysPath(68, 96, 8, 26, 32, 22.5)} className={s.line} strokeWidth="1.2" opacity="0.6" />
        </g>
      );
    case 'wheel':
      return (
        <g>
          <circle cx="60" cy="93" r="36" className={s.line} strokeWidth="4" />
          <circle cx="60" cy="93" r="24" className={s.lineCream} strokeWidth="2" />
          <path d={raysPath(60, 93, 8, 6, 36)} className={s.line} strokeWidth="2.5" />
          <circle cx="60" cy="93" r="6" className={s.gold} />
        </g>
      );
    case 'scales':
      return (
        <g>
          <circle cx="60" cy="52" r="4" className={s.gold} />
          <path d="M60 56V140M42 142H78M26 66H94" className={s.line} strokeWidth="3.5" />
          <path d="M26 66L16 98M26 66L36 98M94 66L84 98M94 66L104 98" className={s.lineCream} strokeWidth="1.3" />
          <path d="M14 98H38Q26 114 14 98Z" className={s.gold} />
          <path d="M82 98H106Q94 114 82 98Z" className={s.gold} />
        </g>
      );
    case 'hanged':
      return (
        <g>
          <path d="M24 44H96M30 44V150M90 44V150" className={s.lineCream} strokeWidth="3.5" />
          <path d="M60 44V66M60 66V100M48 80H72" className={s.line} strokeWidth="3.5" />
          <path d="M44 100H76L60 126Z" className={s.gold} />
          <circle cx="60" cy="136" r="7" className={s.cream} />
          <circle cx="60" cy="136" r="11" className={s.line} strokeWidth="1.5" />
        </g>
      );
    case 'rose':
      return (
        <g>
          {[0, 72, 144, 216, 288].map((deg) => (
            <circle key={deg} cx="60" cy="80" r="12" className={s.cream} transform={`rotate(${deg} 60 92)`} />
          ))}
          <circle cx="60" cy="92" r="9" className={s.gold} />
          <circle cx="60" cy="92" r="4" className={s.saffron} />
          <path d="M50 140A10 10 0 0 1 70 140Z" className={s.gold} />
          <path d="M22 140H98" className={s.line} strokeWidth="2.5" />
          <path d="M34 148H86" className={s.line} strokeWidth="1.2" opacity="0.6" />
        </g>
      );
    case 'cups':
      return (
        <g>
          <g transform="translate(38 70) rotate(-28) scale(0.85)">
            <SuitSymbol suit="cups" />
          </g>
          <g transform="translate(82 120) rotate(18) scale(0.85)">
            <SuitSymbol suit="cups" />
          </g>
          <path d="M46 58C72 60 84 82 80 104" className={s.lineCream} strokeWidth="2.5" strokeDasharray="4 3" />
          <path d="M24 144L36 126L48 144Z" className={s.line} strokeWidth="2" />
        </g>
      );
    case 'chains':
      return (
        <g>
          <circle cx="60" cy="68" r="22" className={s.line} strokeWidth="2.5" />
          <path d={pentagramPath(19)} transform="translate(60 68) rotate(180)" className={s.line} strokeWidth="2" />
          <rect x="44" y="100" width="32" height="16" rx="2" className={s.saffron} />
          {[104, 116, 128, 140].map((y) => (
            <g key={y}>
              <ellipse cx="34" cy={y} rx="3.5" ry="6" className={s.lineCream} strokeWidth="2" />
              <ellipse cx="86" cy={y} rx="3.5" ry="6" className={s.lineCream} strokeWidth="2" />
            </g>
          ))}
          <path d="M38 104Q44 100 48 108M82 104Q76 100 72 108" className={s.lineCream} strokeWidth="2" />
        </g>
      );
    case 'tower':
      return (
        <g>
          <rect x="44" y="70" width="30" height="80" className={s.cream} />
          <path d="M40 62L48 48L76 54L70 66Z" className={s.gold} transform="rotate(-14 58 57)" />
          <rect x="52" y="84" width="6" height="10" rx="3" className={s.bg} />
          <rect x="62" y="104" width="6" height="10" rx="3" className={s.bg} />
          <rect x="52" y="124" width="6" height="10" rx="3" className={s.bg} />
          <path d="M98 36L80 62H90L74 88L98 56H87Z" className={s.gold} />
          <circle cx="30" cy="80" r="2" className={s.gold} />
          <circle cx="24" cy="100" r="2" className={s.gold} />
          <circle cx="88" cy="104" r="2" className={s.gold} />
          <circle cx="94" cy="124" r="2" className={s.gold} />
        </g>
      );
    case 'star':
      return (
        <g>
          <path d={starPath(60, 80, 8, 32, 12)} className={s.gold} />
          {[
            [26, 52],
            [94, 52],
            [22, 96],
            [98, 96],
            [36, 122],
            [84, 122],
            [60, 130],
          ].map(([x, y]) => (
            <path key={`${x}-${y}`} d={starPath(x!, y!, 8, 5, 2)} className={s.cream} />
          ))}
          <path d="M18 146Q28 140 38 146T58 146T78 146T98 146" className={s.line} strokeWidth="2" />
        </g>
      );
    case 'moon':
      return (
        <g>
          <circle cx="60" cy="80" r="28" className={s.gold} />
          <circle cx="71" cy="72" r="24" className={s.bg} />
          <rect x="18" y="112" width="13" height="38" className={s.cream} />
          <rect x="89" y="112" width="13" height="38" className={s.cream} />
          <path d="M60 152Q50 140 62 130T58 110" className={s.line} strokeWidth="2.5" />
          <circle cx="44" cy="116" r="2" className={s.gold} />
          <circle cx="78" cy="112" r="2" className={s.gold} />
          <circle cx="52" cy="124" r="1.6" className={s.gold} />
        </g>
      );
    case 'sun':
      return (
        <g>
          <path d={raysPath(60, 84, 16, 25, 38)} className={s.line} strokeWidth="3" />
          <path d={raysPath(60, 84, 16, 25, 32, 11.25)} className={s.lineCream} strokeWidth="1.5" />
          <circle cx="60" cy="84" r="21" className={s.gold} />
          <path d="M18 138H102" className={s.lineCream} strokeWidth="3" />
          {[30, 48, 72, 90].map((x) => (
            <g key={x}>
              <circle cx={x} cy="130" r="5" className={s.gold} />
              <circle cx={x} cy="130" r="2" className={s.saffron} />
            </g>
          ))}
        </g>
      );
    case 'trumpet':
      return (
        <g>
          <ellipse cx="38" cy="48" rx="20" ry="8" className={s.cream} />
          <ellipse cx="52" cy="44" rx="14" ry="7" className={s.cream} />
          <path d="M40 58L82 88L88 80L46 52Z" className={s.gold} />
          <path d="M82 88L96 96L94 72L88 80Z" className={s.gold} />
          <rect x="56" y="72" width="18" height="14" className={s.cream} transform="rotate(34 65 79)" />
          <path d="M62 78h8M66 74v10" className={s.saffronLine} strokeWidth="2" transform="rotate(34 66 79)" />
          {[36, 60, 84].map((x, i) => (
            <g key={x}>
              <circle cx={x} cy={i === 1 ? 114 : 120} r="5" className={s.cream} />
              <path
                d={`M${x - 9} ${i === 1 ? 110 : 116}L${x} ${i === 1 ? 124 : 130}L${x + 9} ${i === 1 ? 110 : 116}`}
                className={s.lineCream}
                strokeWidth="2"
              />
            </g>
          ))}
          <rect x="22" y="134" width="76" height="12" rx="2" className={s.saffron} />
        </g>
      );
    case 'wreath':
      return (
        <g>
          <ellipse cx="60" cy="93" rx="28" ry="42" className={s.line} strokeWidth="6" strokeDasharray="5 2.5" />
          <path d="M54 47L66 55M66 47L54 55M54 131L66 139M66 131L54 139" className={s.lineCream} strokeWidth="2.5" />
          <path d={starPath(60, 93, 4, 14, 4)} className={s.cream} />
          <circle cx="22" cy="46" r="5" className={s.gold} />
          <circle cx="98" cy="46" r="5" className={s.gold} />
          <circle cx="22" cy="142" r="5" className={s.gold} />
          <circle cx="98" cy="142" r="5" className={s.gold} />
        </g>
      );
  }
}

function Key({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <circle cx="0" cy="-34" r="8" className={s.line} strokeWidth="3.5" />
      <path d="M0 -26V30" className={s.line} strokeWidth="4" />
      <path d="M0 20H9M0 28H7" className={s.line} strokeWidth="3.5" />
    </g>
  );
}

/** A suit's symbol centred on (0, 0) in a 40-unit box. */
export function SuitSymbol({ suit }: { suit: Suit }) {
  switch (suit) {
    case 'wands':
      return (
        <>
          <rect x="-3.5" y="-20" width="7" height="40" rx="3.5" className={s.gold} />
          <path d="M3 -9q9 -7 12 -1q-7 4 -12 1ZM-3 5q-9 -7 -12 -1q7 4 12 1Z" className={s.leaf} />
        </>
      );
    case 'cups':
      return (
        <>
          <path d="M-13 -17H13C13 -5 7 2 0 2C-7 2 -13 -5 -13 -17Z" className={s.gold} />
          <ellipse cx="0" cy="-17" rx="13" ry="2.5" className={s.cream} />
          <rect x="-2" y="1" width="4" height="11" className={s.gold} />
          <ellipse cx="0" cy="15" rx="9" ry="3.5" className={s.gold} />
        </>
      );
    case 'swords':
      return (
        <>
          <path d="M0 -21L4 -13V7H-4V-13Z" className={s.cream} />
          <rect x="-11" y="7" width="22" height="3.5" rx="1.75" className={s.gold} />
          <rect x="-1.75" y="10.5" width="3.5" height="6.5" className={s.gold} />
          <circle cx="0" cy="18.5" r="2.5" className={s.gold} />
        </>
      );
    case 'pentacles':
      return (
        <>
          <circle r="18" className={s.gold} />
          <circle r="14.5" className={s.bg} />
          <path d={pentagramPath(12.5)} className={s.line} strokeWidth="1.8" />
        </>
      );
  }
}
