/**
 * The blog's banner art: one SVG per post, drawn from its category's motif and varied by its slug
 * (stars, glow and decoration move, so no two banners look alike). 1200×630, the size social
 * networks show for a shared link. No text: titles are in the page, in the reader's language.
 */

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 630;

export type BannerMotif =
  | 'yoga'
  | 'vedic-culture'
  | 'meditation'
  | 'vedic-learnings'
  | 'numerology'
  | 'vastu'
  | 'palmistry'
  | 'astrology'
  | 'tarot'
  | 'generic';

interface Palette {
  from: string;
  to: string;
  accent: string;
  second: string;
}

const PALETTES: Record<BannerMotif, Palette> = {
  yoga: { from: '#0f3d3e', to: '#1e1b4b', accent: '#fcd34d', second: '#5eead4' },
  'vedic-culture': { from: '#7f1d1d', to: '#92400e', accent: '#fde68a', second: '#f59e0b' },
  meditation: { from: '#1e1b4b', to: '#4c1d95', accent: '#ddd6fe', second: '#fcd34d' },
  'vedic-learnings': { from: '#172554', to: '#1e3a8a', accent: '#fcd34d', second: '#bfdbfe' },
  numerology: { from: '#3b0764', to: '#1e1b4b', accent: '#f5d0fe', second: '#fcd34d' },
  vastu: { from: '#14532d', to: '#1e1b4b', accent: '#bbf7d0', second: '#fcd34d' },
  palmistry: { from: '#4a044e', to: '#7f1d1d', accent: '#fbcfe8', second: '#fcd34d' },
  astrology: { from: '#0b1026', to: '#1e1b4b', accent: '#fcd34d', second: '#c7d2fe' },
  tarot: { from: '#1e1b4b', to: '#581c87', accent: '#fcd34d', second: '#e9d5ff' },
  generic: { from: '#1e1b4b', to: '#2e2a6b', accent: '#f59e0b', second: '#fde68a' },
};

export const BANNER_MOTIFS = Object.keys(PALETTES) as BannerMotif[];

export const isBannerMotif = (value: string | null | undefined): value is BannerMotif =>
  typeof value === 'string' && value in PALETTES;

/** FNV-1a: a stable 32-bit number for a slug. */
export function hashSlug(slug: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    h ^= slug.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so a slug always draws the same banner. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function stars(rand: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r1(rand() * BANNER_WIDTH);
    const y = r1(rand() * BANNER_HEIGHT);
    const r = r1(0.8 + rand() * 2.2);
    const o = r1(0.35 + rand() * 0.55);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${o}"/>`;
  }
  return out;
}

/** Points of a star polygon centred on 0,0. */
function starPoints(points: number, outer: number, inner: number, turn = -90): string {
  const list: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / points) * Math.PI) / 180;
    list.push(`${r1(Math.cos(a) * radius)},${r1(Math.sin(a) * radius)}`);
  }
  return list.join(' ');
}

type Draw = (p: Palette, rand: () => number) => string;

const lotus: Draw = (p, rand) => {
  const petals = [-72, -48, -24, 0, 24, 48, 72]
    .map(
      (a, i) =>
        `<ellipse cx="0" cy="-78" rx="${i === 3 ? 36 : 30}" ry="84" transform="rotate(${a})" fill="${i % 2 ? p.second : p.accent}" opacity="${i === 3 ? 0.95 : 0.75}"/>`,
    )
    .join('');
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M -260 ${40 + i * 28} q 43 -16 87 0 t 87 0 t 87 0 t 87 0 t 87 0 t 87 0" fill="none" stroke="${p.second}" stroke-width="4" opacity="${r1(0.55 - i * 0.15)}" stroke-linecap="round"/>`,
    )
    .join('');
  return `<g transform="translate(0 70)"><circle cx="0" cy="-120" r="${r1(120 + rand() * 30)}" fill="${p.accent}" opacity="0.18"/>${petals}${waves}</g>`;
};

const diya: Draw = (p, rand) => {
  const dots = Array.from({ length: 16 }, (_, i) => {
    const a = (i * 22.5 * Math.PI) / 180;
    return `<circle cx="${r1(Math.cos(a) * 230)}" cy="${r1(Math.sin(a) * 230 - 40)}" r="${i % 2 ? 6 : 9}" fill="${i % 2 ? p.second : p.accent}" opacity="0.7"/>`;
  }).join('');
  const h = r1(150 + rand() * 30);
  return `${dots}<circle cx="0" cy="-70" r="110" fill="${p.accent}" opacity="0.16"/>
<path d="M 0 -${h} C 34 -${r1(h - 55)} 40 -70 0 -28 C -40 -70 -34 -${r1(h - 55)} 0 -${h} Z" fill="${p.accent}"/>
<path d="M 0 -96 C 14 -76 16 -56 0 -36 C -16 -56 -14 -76 0 -96 Z" fill="#fff" opacity="0.85"/>
<path d="M -150 -10 Q 0 150 150 -10 Z" fill="${p.second}"/>
<ellipse cx="0" cy="-10" rx="150" ry="22" fill="${p.accent}"/>
<ellipse cx="0" cy="-10" rx="120" ry="12" fill="${p.second}" opacity="0.7"/>`;
};

const meditator: Draw = (p, rand) => {
  const ripples = [80, 140, 200, 260]
    .map(
      (r, i) =>
        `<circle cx="0" cy="-20" r="${r}" fill="none" stroke="${p.accent}" stroke-width="3" opacity="${r1(0.5 - i * 0.1)}"/>`,
    )
    .join('');
  const mx = r1(180 + rand() * 60);
  return `${ripples}<circle cx="${mx}" cy="-190" r="34" fill="${p.second}"/><circle cx="${r1(mx + 16)}" cy="-200" r="30" fill="${p.from}"/>
<circle cx="0" cy="-118" r="34" fill="${p.accent}"/>
<path d="M -58 -72 Q 0 -92 58 -72 L 74 40 Q 0 20 -74 40 Z" fill="${p.accent}"/>
<path d="M -150 70 Q -60 10 0 40 Q 60 10 150 70 Q 0 110 -150 70 Z" fill="${p.accent}"/>
<circle cx="-86" cy="40" r="14" fill="${p.second}"/><circle cx="86" cy="40" r="14" fill="${p.second}"/>`;
};

const book: Draw = (p, rand) => {
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = ((-160 + i * 17.5) * Math.PI) / 180;
    return `<line x1="${r1(Math.cos(a) * 150)}" y1="${r1(Math.sin(a) * 150 - 60)}" x2="${r1(Math.cos(a) * 230)}" y2="${r1(Math.sin(a) * 230 - 60)}" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
  }).join('');
  const lines = (side: 1 | -1) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<line x1="${side * 30}" y1="${-30 + i * 24}" x2="${side * (140 - (i === 4 ? 50 : 0))}" y2="${-42 + i * 24}" stroke="${p.from}" stroke-width="5" stroke-linecap="round" opacity="0.45"/>`,
      )
      .join('');
  return `${rays}<circle cx="0" cy="-60" r="${r1(120 + rand() * 20)}" fill="${p.accent}" opacity="0.2"/>
<path d="M 0 -50 Q -90 -90 -180 -60 L -180 110 Q -90 80 0 120 Z" fill="${p.second}"/>
<path d="M 0 -50 Q 90 -90 180 -60 L 180 110 Q 90 80 0 120 Z" fill="#fff" opacity="0.92"/>
${lines(-1)}${lines(1)}<line x1="0" y1="-50" x2="0" y2="120" stroke="${p.from}" stroke-width="4"/>`;
};

const LO_SHU = [4, 9, 2, 3, 5, 7, 8, 1, 6];

const grid: Draw = (p, rand) => {
  const cell = 104;
  const gap = 16;
  const lit = Math.floor(rand() * 9);
  return LO_SHU.map((n, i) => {
    const x = (i % 3) * (cell + gap) - (3 * cell + 2 * gap) / 2;
    const y = Math.floor(i / 3) * (cell + gap) - (3 * cell + 2 * gap) / 2;
    const dots = Array.from({ length: n }, (_, d) => {
      const dx = x + 24 + (d % 3) * 28;
      const dy = y + 24 + Math.floor(d / 3) * 28;
      return `<circle cx="${dx}" cy="${dy}" r="8" fill="${i === lit ? p.from : p.accent}"/>`;
    }).join('');
    return `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="14" fill="${i === lit ? p.second : '#fff'}" opacity="${i === lit ? 1 : 0.14}"/>${dots}`;
  }).join('');
};

const compass: Draw = (p, rand) => {
  const turn = r1(rand() * 8 - 4);
  return `<g transform="rotate(${turn})"><circle cx="0" cy="0" r="210" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.6"/>
<circle cx="0" cy="0" r="170" fill="${p.accent}" opacity="0.08"/>
<polygon points="${starPoints(8, 200, 60)}" fill="${p.accent}" opacity="0.35"/>
<polygon points="${starPoints(4, 230, 40)}" fill="${p.accent}" opacity="0.85"/>
<polygon points="0,-230 14,-200 -14,-200" fill="${p.second}"/></g>
<path d="M -62 18 L 0 -40 L 62 18 L 62 86 L -62 86 Z" fill="${p.from}" stroke="${p.second}" stroke-width="6" stroke-linejoin="round"/>
<rect x="-16" y="40" width="32" height="46" fill="${p.second}"/>`;
};

const hand: Draw = (p) => {
  const fingers = [
    [-96, -176, 150],
    [-44, -214, 190],
    [8, -206, 182],
    [60, -168, 146],
  ]
    .map(([x, y, h]) => `<rect x="${x}" y="${y}" width="44" height="${h}" rx="22" fill="${p.accent}"/>`)
    .join('');
  return `${fingers}<rect x="-100" y="-50" width="204" height="210" rx="70" fill="${p.accent}"/>
<rect x="-132" y="0" width="44" height="140" rx="22" transform="rotate(-28 -110 130)" fill="${p.accent}"/>
<path d="M -80 0 Q 0 -30 84 -6" fill="none" stroke="${p.to}" stroke-width="6" stroke-linecap="round"/>
<path d="M -84 40 Q 0 20 70 56" fill="none" stroke="${p.to}" stroke-width="6" stroke-linecap="round"/>
<path d="M -70 14 Q -40 90 -4 150" fill="none" stroke="${p.to}" stroke-width="6" stroke-linecap="round"/>
<path d="M 20 150 Q 14 70 26 0" fill="none" stroke="${p.second}" stroke-width="5" stroke-linecap="round"/>`;
};

const wheel: Draw = (p, rand) => {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = ((i * 30 - 90) * Math.PI) / 180;
    return `<line x1="${r1(Math.cos(a) * 150)}" y1="${r1(Math.sin(a) * 150)}" x2="${r1(Math.cos(a) * 230)}" y2="${r1(Math.sin(a) * 230)}" stroke="${p.accent}" stroke-width="3" opacity="0.7"/>
<circle cx="${r1(Math.cos(a + 0.26) * 190)}" cy="${r1(Math.sin(a + 0.26) * 190)}" r="8" fill="${p.second}" opacity="0.9"/>`;
  }).join('');
  const planets = [0, 1, 2]
    .map((i) => {
      const a = rand() * Math.PI * 2;
      const r = 70 + i * 26;
      return `<circle cx="${r1(Math.cos(a) * r)}" cy="${r1(Math.sin(a) * r)}" r="${10 - i * 2}" fill="${i === 1 ? p.second : p.accent}"/>`;
    })
    .join('');
  return `<circle cx="0" cy="0" r="230" fill="none" stroke="${p.accent}" stroke-width="5"/>
<circle cx="0" cy="0" r="150" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.8"/>
${spokes}<circle cx="0" cy="0" r="46" fill="${p.accent}"/><polygon points="${starPoints(12, 70, 48)}" fill="${p.accent}" opacity="0.45"/>${planets}`;
};

const cards: Draw = (p, rand) => {
  const tilt = r1(10 + rand() * 6);
  const card = (angle: number, x: number, inner: string) =>
    `<g transform="translate(${x} 0) rotate(${angle})"><rect x="-80" y="-130" width="160" height="250" rx="14" fill="${p.from}" stroke="${p.accent}" stroke-width="5"/><rect x="-62" y="-112" width="124" height="214" rx="8" fill="none" stroke="${p.second}" stroke-width="2" opacity="0.7"/>${inner}</g>`;
  return [
    card(
      -tilt,
      -150,
      `<circle cx="0" cy="-6" r="42" fill="${p.second}"/><circle cx="18" cy="-16" r="38" fill="${p.from}"/>`,
    ),
    card(
      tilt,
      150,
      `<circle cx="0" cy="-6" r="34" fill="${p.accent}"/><polygon points="${starPoints(12, 62, 40)}" transform="translate(0 -6)" fill="${p.accent}" opacity="0.5"/>`,
    ),
    card(0, 0, `<polygon points="${starPoints(8, 56, 22)}" transform="translate(0 -6)" fill="${p.accent}"/>`),
  ].join('');
};

const night: Draw = (p, rand) => {
  const r = r1(90 + rand() * 30);
  return `<circle cx="0" cy="-10" r="${r}" fill="${p.accent}"/><circle cx="${r1(r * 0.42)}" cy="${r1(-10 - r * 0.22)}" r="${r1(r * 0.86)}" fill="${p.to}"/>
<polygon points="${starPoints(5, 34, 14)}" transform="translate(170 -120)" fill="${p.second}"/>
<polygon points="${starPoints(5, 22, 9)}" transform="translate(-190 90)" fill="${p.second}"/>`;
};

const MOTIFS: Record<BannerMotif, Draw> = {
  yoga: lotus,
  'vedic-culture': diya,
  meditation: meditator,
  'vedic-learnings': book,
  numerology: grid,
  vastu: compass,
  palmistry: hand,
  astrology: wheel,
  tarot: cards,
  generic: night,
};

/** The banner of a post as an SVG document. Unknown categories get the generic night-sky banner. */
export function blogBannerSvg(slug: string, category?: string | null): string {
  const motif: BannerMotif = isBannerMotif(category) ? category : 'generic';
  const p = PALETTES[motif];
  const rand = random(hashSlug(`${motif}:${slug}`));
  const glowX = r1(150 + rand() * 900);
  const glowY = r1(80 + rand() * 200);
  const cx = r1(600 + (rand() - 0.5) * 80);
  const scale = r1(0.92 + rand() * 0.12);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" data-motif="${motif}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${glowX}" cy="${glowY}" r="360" fill="url(#glow)"/>`,
    stars(rand, 46),
    `<g transform="translate(${cx} 330) scale(${scale})">${MOTIFS[motif](p, rand)}</g>`,
    `<rect y="${BANNER_HEIGHT - 10}" width="${BANNER_WIDTH}" height="10" fill="${p.accent}" opacity="0.8"/>`,
    '</svg>',
  ].join('');
}
