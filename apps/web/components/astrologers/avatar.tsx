/** Up to two initials: the first letters of the first and last words ("Meera Iyer" → "MI"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '?';
  const letter = (w: string) => [...w].find((c) => /\p{L}/u.test(c)) ?? '';
  const first = letter(words[0]!);
  const last = words.length > 1 ? letter(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase('en-IN');
}

/** Background and ink pairs with AA contrast, one chosen per name so that a person keeps theirs. */
const COLOURS = [
  ['#1E1B4B', '#FCD34D'],
  ['#7F1D1D', '#FFE4C7'],
  ['#92400E', '#FFF7ED'],
  ['#14532D', '#DCFCE7'],
  ['#1E3A8A', '#DBEAFE'],
  ['#581C87', '#F3E8FF'],
] as const;

export function avatarColours(name: string): readonly [string, string] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/**
 * An avatar drawn from a name's initials on the name's own colours (decorative: the name is beside
 * it); `star` adds the small star above the letters that astrologers' avatars carry.
 */
export function InitialsSvg({
  name,
  size = 64,
  className,
  star = false,
}: {
  name: string;
  size?: number;
  className?: string;
  star?: boolean;
}) {
  const [background, ink] = avatarColours(name);
  const text = initials(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-testid="initials-avatar"
    >
      <circle cx="32" cy="32" r="32" fill={background} />
      <circle cx="32" cy="32" r="28" fill="none" stroke={ink} strokeOpacity="0.35" strokeWidth="1.5" />
      {star && (
        <path d="M32 6.5 33.2 9.3 36 10.5 33.2 11.7 32 14.5 30.8 11.7 28 10.5 30.8 9.3Z" fill={ink} fillOpacity="0.6" />
      )}
      <text
        x="32"
        y={star ? 35 : 33}
        dominantBaseline="middle"
        textAnchor="middle"
        fontSize={text.length > 1 ? 22 : 26}
        fontWeight="700"
        fill={ink}
        fontFamily="inherit"
      >
        {text}
      </text>
    </svg>
  );
}

/**
 * An astrologer's picture: the uploaded photo, or an avatar drawn from the initials of the name
 * as the page writes it (Devanagari initials on Hindi pages, as the home page's carousel draws them).
 */
export function Avatar({
  name,
  photo,
  photoAlt,
  size = 64,
  className,
  lazy = true,
}: {
  name: string;
  photo: string | null;
  photoAlt: string;
  size?: number;
  className?: string;
  lazy?: boolean;
}) {
  if (photo) {
    return (
      // biome-ignore lint/performance/noImgElement: uploaded photos served by the API; next/image adds nothing here.
      <img
        src={photo}
        alt={photoAlt}
        width={size}
        height={size}
        loading={lazy ? 'lazy' : 'eager'}
        className={className}
        style={{ borderRadius: '50%', objectFit: 'cover' }}
      />
    );
  }
  return <InitialsSvg name={name} size={size} className={className} star />;
}
