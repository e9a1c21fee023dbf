/** The browser and operating system named by a User-Agent header, for the list of signed-in devices. */
export interface DeviceInfo {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceFromUserAgent(ua: string | null | undefined): DeviceInfo {
  const s = (ua ?? '').slice(0, 512);
  const find = (list: [RegExp, string][]) => list.find(([re]) => re.test(s))?.[1] ?? null;
  return { browser: find(BROWSERS), os: find(SYSTEMS) };
}
