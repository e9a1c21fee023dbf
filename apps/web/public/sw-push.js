/*
 * Part of Drishti's service worker (sw.js imports it, and shares its global scope): web push and
 * notification clicks (sw.js's header comment, "Push"). They do not depend on the caching.
 */

/* ---------------------------------------------------------------- push */

const FALLBACK = {
  en: { title: 'Drishti', body: 'You have a new notification.' },
  hi: { title: 'दृष्टि', body: 'आपके लिए एक नई सूचना है।' },
};

/** The payload as sent, or a safe default when it is missing or not JSON. */
function readPayload(data) {
  let p = {};
  try {
    p = data ? data.json() : {};
  } catch {
    p = {};
  }
  const lang = p.lang === 'hi' ? 'hi' : 'en';
  // Only same-site paths are opened.
  const url = typeof p.url === 'string' && p.url.startsWith('/') && !p.url.startsWith('//') ? p.url : '/notifications';
  return {
    title: typeof p.title === 'string' && p.title ? p.title : FALLBACK[lang].title,
    body: typeof p.body === 'string' ? p.body : FALLBACK[lang].body,
    tag: typeof p.tag === 'string' ? p.tag : undefined,
    url,
    lang,
  };
}

self.addEventListener('push', (event) => {
  const p = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(p.title, {
      body: p.body,
      tag: p.tag,
      lang: p.lang,
      icon: '/icon.svg',
      badge: '/icon.svg',
      data: { url: p.url },
    }),
  );
});

/* ---------------------------------------------------------------- notification click */

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url || '/notifications';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) {
        if (new URL(tab.url).origin === self.location.origin && 'focus' in tab) {
          await tab.focus();
          if (tab.url !== target && 'navigate' in tab) await tab.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
