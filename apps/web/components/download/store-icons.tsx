/** Our own drawings for the install buttons (decorative: the button text names the platform). */

export function AndroidIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M6 21a10 10 0 0 1 20 0Z" fill="currentColor" />
      <path d="M9 12.5 6.5 8.5M23 12.5l2.5-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="11.5" cy="17" r="1.5" fill="var(--android-eye, #fff)" />
      <circle cx="20.5" cy="17" r="1.5" fill="var(--android-eye, #fff)" />
      <rect x="6" y="22.5" width="20" height="3" rx="1.5" fill="currentColor" opacity="0.55" />
    </svg>
  );
}

export function IphoneIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="8" y="2.5" width="16" height="27" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="13" y="5" width="6" height="1.8" rx="0.9" fill="currentColor" />
      <path
        d="M16 20v-8M12.8 15 16 11.8 19.2 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M12 18v4.5h8V18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
