/**
 * Drawings of the two install gestures: Chrome's ⋮ menu with "Install app" on Android, and
 * Safari's Share button with "Add to Home Screen" on iPhone. Decorative: the steps say it in words.
 */
export function InstallArt({ platform, className }: { platform: 'android' | 'ios'; className?: string }) {
  return (
    <svg viewBox="0 0 160 220" width="160" height="220" className={className} aria-hidden="true" focusable="false">
      <rect x="22" y="6" width="116" height="208" rx="18" fill="#1E1B4B" />
      <rect x="30" y="22" width="100" height="176" rx="6" fill="#FFFBF5" />
      {platform === 'android' ? (
        <>
          <rect x="30" y="22" width="100" height="20" fill="#EDE9FE" />
          <rect x="36" y="28" width="60" height="8" rx="4" fill="#FFFFFF" stroke="#C4B5FD" />
          <g fill="#1E1B4B">
            <circle cx="121" cy="28" r="1.8" />
            <circle cx="121" cy="32" r="1.8" />
            <circle cx="121" cy="36" r="1.8" />
          </g>
          <circle cx="121" cy="32" r="8" fill="none" stroke="#B45309" strokeWidth="2" />
          <rect x="66" y="44" width="62" height="74" rx="6" fill="#FFFFFF" stroke="#EADFCD" />
          <rect x="72" y="52" width="40" height="5" rx="2.5" fill="#CBD5E1" />
          <rect x="72" y="64" width="46" height="5" rx="2.5" fill="#CBD5E1" />
          <rect x="68" y="74" width="58" height="16" rx="4" fill="#FFF3E0" stroke="#B45309" strokeWidth="1.5" />
          <rect x="73" y="79.5" width="6" height="6" rx="1" fill="#B45309" />
          <rect x="83" y="80" width="36" height="5" rx="2.5" fill="#B45309" />
          <rect x="72" y="98" width="36" height="5" rx="2.5" fill="#CBD5E1" />
          <rect x="72" y="108" width="44" height="5" rx="2.5" fill="#CBD5E1" />
        </>
      ) : (
        <>
          <rect x="30" y="22" width="100" height="16" fill="#F1F5F9" />
          <rect x="50" y="26" width="60" height="8" rx="4" fill="#FFFFFF" stroke="#CBD5E1" />
          <rect x="30" y="176" width="100" height="22" fill="#F1F5F9" />
          <g fill="none" stroke="#1D4ED8" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M80 193v-11M76 185.5l4-4 4 4" />
            <path d="M75 187h-2v8h14v-8h-2" />
          </g>
          <circle cx="80" cy="187" r="10" fill="none" stroke="#B45309" strokeWidth="2" />
          <rect x="38" y="96" width="84" height="72" rx="8" fill="#FFFFFF" stroke="#EADFCD" />
          <rect x="46" y="106" width="50" height="5" rx="2.5" fill="#CBD5E1" />
          <rect x="42" y="118" width="76" height="18" rx="4" fill="#FFF3E0" stroke="#B45309" strokeWidth="1.5" />
          <rect x="48" y="123" width="8" height="8" rx="2" fill="none" stroke="#B45309" strokeWidth="1.5" />
          <path d="M52 125v4M50 127h4" stroke="#B45309" strokeWidth="1.2" />
          <rect x="61" y="124.5" width="50" height="5" rx="2.5" fill="#B45309" />
          <rect x="46" y="146" width="56" height="5" rx="2.5" fill="#CBD5E1" />
          <rect x="46" y="156" width="40" height="5" rx="2.5" fill="#CBD5E1" />
        </>
      )}
      <rect x="66" y="203" width="28" height="4" rx="2" fill="#F5F3FF" opacity="0.6" />
    </svg>
  );
}
