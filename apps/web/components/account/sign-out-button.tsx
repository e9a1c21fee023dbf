'use client';

import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { clientApi } from '@/lib/api/client';

/** Ends the session on the server, then reloads on the home page of the language. */
export function SignOutButton({
  locale,
  label,
  busyLabel,
  className,
}: {
  locale: 'en' | 'hi';
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      data-testid="sign-out"
      onClick={async () => {
        setBusy(true);
        // In the app shells, this device stops receiving the account's pushes (while still signed in).
        if ((window as { Capacitor?: unknown }).Capacitor) {
          const { forgetNativePushToken } = await import('@/components/pwa/native-bridge');
          await forgetNativePushToken().catch(() => false);
        }
        await clientApi(locale).post('/api/auth/logout');
        window.location.assign(locale === 'hi' ? '/hi' : '/');
      }}
    >
      <LogOut aria-hidden="true" size={20} />
      {busy ? busyLabel : label}
    </button>
  );
}
