/**
 * The message catalogues, one file per namespace and language. English and Hindi always
 * have the same keys (a test checks; TypeScript checks Hindi has every English key).
 */
import enMeta from './en/meta.json' with { type: 'json' };
import enA11y from './en/a11y.json' with { type: 'json' };
import enLanguage from './en/language.json' with { type: 'json' };
import enNav from './en/nav.json' with { type: 'json' };
import enBreadcrumb from './en/breadcrumb.json' with { type: 'json' };
import enHome from './en/home.json' with { type: 'json' };
import enFooter from './en/footer.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enTarot from './en/tarot.json' with { type: 'json' };
import enHoroscope from './en/horoscope.json' with { type: 'json' };
import enConsent from './en/consent.json' with { type: 'json' };
import enDownload from './en/download.json' with { type: 'json' };
import enContent from './en/content.json' with { type: 'json' };
import enFaq from './en/faq.json' with { type: 'json' };
import enBlogs from './en/blogs.json' with { type: 'json' };
import enVedicTools from './en/vedicTools.json' with { type: 'json' };
import enUi from './en/ui.json' with { type: 'json' };
import enTools from './en/tools.json' with { type: 'json' };
import enAdmin from './en/admin.json' with { type: 'json' };
import enRegistration from './en/registration.json' with { type: 'json' };
import enAstrologers from './en/astrologers.json' with { type: 'json' };
import enAccount from './en/account.json' with { type: 'json' };
import enBirth from './en/birth.json' with { type: 'json' };
import enKundali from './en/kundali.json' with { type: 'json' };
import enPanchang from './en/panchang.json' with { type: 'json' };
import enMuhurat from './en/muhurat.json' with { type: 'json' };
import enMatching from './en/matching.json' with { type: 'json' };
import enDoshas from './en/doshas.json' with { type: 'json' };
import enMeditation from './en/meditation.json' with { type: 'json' };
import enVastu from './en/vastu.json' with { type: 'json' };
import enReviews from './en/reviews.json' with { type: 'json' };
import enConsult from './en/consult.json' with { type: 'json' };
import enCommunity from './en/community.json' with { type: 'json' };
import enReminders from './en/reminders.json' with { type: 'json' };
import enSupport from './en/support.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };
import enLegal from './en/legal.json' with { type: 'json' };
import enBlogEditor from './en/blogEditor.json' with { type: 'json' };
import enPwa from './en/pwa.json' with { type: 'json' };
import enOffline from './en/offline.json' with { type: 'json' };
import enLive from './en/live.json' with { type: 'json' };
import hiMeta from './hi/meta.json' with { type: 'json' };
import hiA11y from './hi/a11y.json' with { type: 'json' };
import hiLanguage from './hi/language.json' with { type: 'json' };
import hiNav from './hi/nav.json' with { type: 'json' };
import hiBreadcrumb from './hi/breadcrumb.json' with { type: 'json' };
import hiHome from './hi/home.json' with { type: 'json' };
import hiFooter from './hi/footer.json' with { type: 'json' };
import hiErrors from './hi/errors.json' with { type: 'json' };
import hiCommon from './hi/common.json' with { type: 'json' };
import hiTarot from './hi/tarot.json' with { type: 'json' };
import hiHoroscope from './hi/horoscope.json' with { type: 'json' };
import hiConsent from './hi/consent.json' with { type: 'json' };
import hiDownload from './hi/download.json' with { type: 'json' };
import hiContent from './hi/content.json' with { type: 'json' };
import hiFaq from './hi/faq.json' with { type: 'json' };
import hiBlogs from './hi/blogs.json' with { type: 'json' };
import hiVedicTools from './hi/vedicTools.json' with { type: 'json' };
import hiUi from './hi/ui.json' with { type: 'json' };
import hiTools from './hi/tools.json' with { type: 'json' };
import hiAdmin from './hi/admin.json' with { type: 'json' };
import hiRegistration from './hi/registration.json' with { type: 'json' };
import hiAstrologers from './hi/astrologers.json' with { type: 'json' };
import hiAccount from './hi/account.json' with { type: 'json' };
import hiBirth from './hi/birth.json' with { type: 'json' };
import hiKundali from './hi/kundali.json' with { type: 'json' };
import hiPanchang from './hi/panchang.json' with { type: 'json' };
import hiMuhurat from './hi/muhurat.json' with { type: 'json' };
import hiMatching from './hi/matching.json' with { type: 'json' };
import hiDoshas from './hi/doshas.json' with { type: 'json' };
import hiMeditation from './hi/meditation.json' with { type: 'json' };
import hiVastu from './hi/vastu.json' with { type: 'json' };
import hiReviews from './hi/reviews.json' with { type: 'json' };
import hiConsult from './hi/consult.json' with { type: 'json' };
import hiCommunity from './hi/community.json' with { type: 'json' };
import hiReminders from './hi/reminders.json' with { type: 'json' };
import hiSupport from './hi/support.json' with { type: 'json' };
import hiSettings from './hi/settings.json' with { type: 'json' };
import hiLegal from './hi/legal.json' with { type: 'json' };
import hiBlogEditor from './hi/blogEditor.json' with { type: 'json' };
import hiPwa from './hi/pwa.json' with { type: 'json' };
import hiOffline from './hi/offline.json' with { type: 'json' };
import hiLive from './hi/live.json' with { type: 'json' };

export const en = {
  meta: enMeta,
  a11y: enA11y,
  language: enLanguage,
  nav: enNav,
  breadcrumb: enBreadcrumb,
  home: enHome,
  footer: enFooter,
  errors: enErrors,
  common: enCommon,
  tarot: enTarot,
  horoscope: enHoroscope,
  consent: enConsent,
  download: enDownload,
  content: enContent,
  faq: enFaq,
  blogs: enBlogs,
  vedicTools: enVedicTools,
  ui: enUi,
  tools: enTools,
  admin: enAdmin,
  registration: enRegistration,
  astrologers: enAstrologers,
  account: enAccount,
  birth: enBirth,
  kundali: enKundali,
  panchang: enPanchang,
  muhurat: enMuhurat,
  matching: enMatching,
  doshas: enDoshas,
  meditation: enMeditation,
  vastu: enVastu,
  reviews: enReviews,
  consult: enConsult,
  community: enCommunity,
  reminders: enReminders,
  support: enSupport,
  settings: enSettings,
  legal: enLegal,
  blogEditor: enBlogEditor,
  pwa: enPwa,
  offline: enOffline,
  live: enLive,
};

export type Messages = typeof en;

export const hi: Messages = {
  meta: hiMeta,
  a11y: hiA11y,
  language: hiLanguage,
  nav: hiNav,
  breadcrumb: hiBreadcrumb,
  home: hiHome,
  footer: hiFooter,
  errors: hiErrors,
  common: hiCommon,
  tarot: hiTarot,
  horoscope: hiHoroscope,
  consent: hiConsent,
  download: hiDownload,
  content: hiContent,
  faq: hiFaq,
  blogs: hiBlogs,
  vedicTools: hiVedicTools,
  ui: hiUi,
  tools: hiTools,
  admin: hiAdmin,
  registration: hiRegistration,
  astrologers: hiAstrologers,
  account: hiAccount,
  birth: hiBirth,
  kundali: hiKundali,
  panchang: hiPanchang,
  muhurat: hiMuhurat,
  matching: hiMatching,
  doshas: hiDoshas,
  meditation: hiMeditation,
  vastu: hiVastu,
  reviews: hiReviews,
  consult: hiConsult,
  community: hiCommunity,
  reminders: hiReminders,
  support: hiSupport,
  settings: hiSettings,
  legal: hiLegal,
  blogEditor: hiBlogEditor,
  pwa: hiPwa,
  offline: hiOffline,
  live: hiLive,
};

export const catalogues: Record<'en' | 'hi', Messages> = { en, hi };
