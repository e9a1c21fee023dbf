// The page bundled in the app (Capacitor's webDir): shown when the site cannot be reached at launch.
// It lives on the app's own local origin, so it carries the site's address for its Retry button.

const TEXT = {
  en: {
    title: "Can't reach Drishti",
    body: 'Drishti needs an internet connection. Check that Wi-Fi or mobile data is on, then try again.',
    retry: 'Try again',
    trying: 'Connecting…',
    other: 'हिंदी में देखें',
  },
  hi: {
    title: 'दृष्टि से जुड़ नहीं पा रहे',
    body: 'दृष्टि के लिए इंटरनेट चाहिए। वाई-फ़ाई या मोबाइल डेटा चालू है या नहीं, देख लें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    trying: 'जुड़ रहे हैं…',
    other: 'View in English',
  },
};

const html = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The whole page for a site origin, with the logo inlined (no other files to load while offline). */
export function fallbackPage(siteOrigin, logoSvg) {
  const logo = logoSvg
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('<svg ', '<svg aria-hidden="true" width="96" height="96" ');
  const block = (lang) => {
    const t = TEXT[lang];
    const other = lang === 'en' ? 'hi' : 'en';
    return `  <main lang="${lang}" data-lang="${lang}" hidden>
    ${logo}
    <h1>${html(t.title)}</h1>
    <p>${html(t.body)}</p>
    <button type="button" class="retry" data-trying="${html(t.trying)}">${html(t.retry)}</button>
    <button type="button" class="switch" data-to="${other}" lang="${other}">${html(t.other)}</button>
  </main>`;
  };
  return `<!doctype html>
<html lang="en" data-site="${html(siteOrigin)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
  <meta name="color-scheme" content="light">
  <title>Drishti · दृष्टि</title>
  <style>
    html, body { margin: 0; height: 100%; background: #FFFBF5; color: #1E1B4B; }
    body { display: flex; align-items: center; justify-content: center; padding: 24px; box-sizing: border-box;
      font: 17px/1.55 system-ui, -apple-system, "Noto Sans", "Noto Sans Devanagari", sans-serif; text-align: center; }
    main { max-width: 22rem; }
    main[hidden] { display: none; }
    svg { display: block; margin: 0 auto 24px; }
    h1 { font-size: 1.35rem; line-height: 1.35; margin: 0 0 12px; }
    p { margin: 0 0 28px; opacity: 0.85; }
    button { font: inherit; border-radius: 999px; cursor: pointer; }
    .retry { display: block; width: 100%; min-height: 48px; border: 0; background: #B45309; color: #FFFBF5; font-weight: 600; }
    .retry:disabled { opacity: 0.7; }
    .switch { margin-top: 16px; min-height: 44px; padding: 0 16px; border: 0; background: none; color: #B45309; text-decoration: underline; }
  </style>
</head>
<body>
${block('en')}
${block('hi')}
  <script>
    (function () {
      var site = document.documentElement.getAttribute('data-site');
      var saved = null;
      try { saved = localStorage.getItem('drishti-shell-lang'); } catch (e) {}
      var lang = saved || ((navigator.language || '').toLowerCase().indexOf('hi') === 0 ? 'hi' : 'en');
      function show(l) {
        lang = l;
        document.documentElement.lang = l;
        var blocks = document.querySelectorAll('main');
        for (var i = 0; i < blocks.length; i++) blocks[i].hidden = blocks[i].getAttribute('data-lang') !== l;
      }
      function retry() {
        var buttons = document.querySelectorAll('.retry');
        for (var i = 0; i < buttons.length; i++) {
          buttons[i].disabled = true;
          buttons[i].textContent = buttons[i].getAttribute('data-trying');
        }
        // Hindi readers land on the Hindi pages.
        location.replace(site + (lang === 'hi' ? '/hi' : '/'));
      }
      show(lang);
      document.addEventListener('click', function (event) {
        var target = event.target;
        if (target.classList.contains('retry')) retry();
        if (target.classList.contains('switch')) {
          show(target.getAttribute('data-to'));
          try { localStorage.setItem('drishti-shell-lang', lang); } catch (e) {}
        }
      });
      // Coming back online is the moment the site can load again.
      window.addEventListener('online', retry);
    })();
  </script>
</body>
</html>
`;
}
