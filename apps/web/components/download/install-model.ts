/** What the install block shows, from what the browser says about this device. */
export type InstallView =
  /** Running as the installed app, or installed during this visit. */
  | 'installed'
  /** The browser offered to install (Chrome on Android and desktop): our button can ask. */
  | 'offer'
  /** The browser's install dialog is open. */
  | 'prompting'
  /** The visitor closed the dialog without installing; the offer is used up. */
  | 'dismissed'
  /** iPhone or iPad: Safari installs only through Share → Add to Home Screen. */
  | 'ios'
  /** No install offer (not yet, or this browser has none): the written steps stay the guide. */
  | 'none';

export interface InstallFacts {
  standalone: boolean;
  installed: boolean;
  offer: boolean;
  ios: boolean;
  /** What the visitor last did with our button, if anything. */
  choice?: 'prompting' | 'dismissed' | undefined;
}

export function installView(f: InstallFacts): InstallView {
  if (f.standalone || f.installed) return 'installed';
  if (f.choice) return f.choice;
  if (f.offer) return 'offer';
  if (f.ios) return 'ios';
  return 'none';
}

/**
 * iPhone, iPod or iPad. iPadOS asks for desktop sites and names itself a Mac; a Mac with a touch
 * screen is an iPad.
 */
export function isIosDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

/**
 * Whether the page runs as an installed app: any app display mode, iOS's own flag, or inside the
 * Android and iOS store apps (their web view reports the plain browser display mode).
 */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  const modes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
  if (modes.some((m) => win.matchMedia?.(`(display-mode: ${m})`).matches)) return true;
  if ((win as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.() === true) {
    return true;
  }
  return (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
