'use client';

import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import s from './offline.module.css';

/** Says so when the connection comes back, and offers to load the page that was asked for. */
export function ConnectionStatus({ onlineText, retryLabel }: { onlineText: string; retryLabel: string }) {
  const [online, setOnline] = useState(false);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <div className={s.status}>
      <p role="status" className={s.online}>
        {online ? onlineText : ''}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()} data-testid="offline-retry">
        <RotateCw aria-hidden="true" size={18} />
        {retryLabel}
      </button>
    </div>
  );
}
