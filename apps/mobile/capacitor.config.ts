import type { CapacitorConfig } from '@capacitor/cli';

// The shells load the live site; PUBLIC_URL is read when the native projects are synced, so one
// checkout can produce builds for any deployment of the site.
const site = new URL(process.env.PUBLIC_URL || 'http://localhost:3000');
const local = site.hostname === 'localhost' || site.hostname === '127.0.0.1';
if (site.protocol !== 'https:' && !(site.protocol === 'http:' && local)) {
  throw new Error(`PUBLIC_URL must be an https:// origin (plain http is only for localhost): ${site.href}`);
}

const config: CapacitorConfig = {
  appId: 'in.drishti.app',
  appName: 'Drishti',
  // Bundled with the app: the page shown when the site cannot be reached at launch.
  webDir: 'www',
  server: {
    url: site.origin,
    // Unencrypted traffic only for a site served from this machine during development.
    cleartext: site.protocol === 'http:',
    // The site, and Razorpay's checkout (its script's frames and pages stay inside the app). Any
    // other scheme, e.g. upi://, tez://, phonepe://, paytmmp://, credpay://, is handed to the
    // installed app that handles it, which returns to the shell when the payment is done.
    allowNavigation: [site.hostname, 'checkout.razorpay.com', 'api.razorpay.com'],
    errorPath: 'index.html',
  },
  android: {
    allowMixedContent: false,
  },
  ios: {
    contentInset: 'never',
  },
  plugins: {
    SplashScreen: {
      launchShowDuration: 1500,
      launchAutoHide: true,
      launchFadeOutDuration: 300,
      backgroundColor: '#FFFBF5',
      androidSplashResourceName: 'splash',
      androidScaleType: 'CENTER_INSIDE',
      showSpinner: false,
      splashFullScreen: false,
      splashImmersive: false,
    },
    PushNotifications: {
      presentationOptions: ['badge', 'sound', 'alert'],
    },
  },
};

export default config;
