'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { installedDuringVisit, installOffer, onInstallChange } from '@/components/pwa/install-prompt';
import type { InstallAppProps } from './install-app';
import { isIosDevice, isStandalone } from './install-model';

/** Whether this visit has anything to install or report: an offer, iOS, or the app already running. */
function hasInstallStory(): boolean {
  return (
    installOffer() !== null ||
    installedDuringVisit() ||
    isStandalone(window) ||
    isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)
  );
}

/**
 * Loads the install block only on visits that need it. Most readers' browsers make no install
 * offer (already installed elsewhere, or a browser without one), and the home page should not
 * carry the block's script for them.
 */
export function InstallAppGate(props: InstallAppProps) {
  const [Block, setBlock] = useState<ComponentType<InstallAppProps> | null>(null);

  useEffect(() => {
    let live = true;
    let loading = false;
    const check = () => {
      if (loading || !hasInstallStory()) return;
      loading = true;
      import('./install-app').then((m) => {
        if (live) setBlock(() => m.InstallApp);
      });
    };
    const off = onInstallChange(check);
    check();
    return () => {
      live = false;
      off();
    };
  }, []);

  return Block ? <Block {...props} /> : null;
}
