import { avatarColours, initials } from './api-guards';

/** An avatar drawn from a name's initials, for people without a photo (decorative: the name is beside it). */
export function InitialsAvatar({ name, size = 64, className }: { name: string; size?: number; className?: string }) {
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
      <text
        x="32"
        y="33"
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
