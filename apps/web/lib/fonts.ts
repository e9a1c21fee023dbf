import localFont from 'next/font/local';

// Self-hosted from @fontsource (next/font/google needs the network at build time).
// next/font needs literal paths, relative to this file.
// Devanagari is declared by hand in app/globals.css: next/font cannot put the device's own copy
// (`local()`) before the file (docs/PERFORMANCE.md, "Fonts").

export const notoSans = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-latin',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
