/**
 * The message catalogues, one file per namespace and language. English and Hindi always
 * have the same keys (a test checks; TypeScript checks Hindi has every English key).
 */
import enMeta from './en/meta.json';
import enA11y from './en/a11y.json';
import enLanguage from './en/language.json';
import enNav from './en/nav.json';
import enBreadcrumb from './en/breadcrumb.json';
import enHome from './en/home.json';
import enFooter from './en/footer.json';
import enErrors from './en/errors.json';
import enCommon from './en/common.json';
import enTarot from './en/tarot.json';
import enHoroscope from './en/horoscope.json';
import enConsent from './en/consent.json';
import enDownload from './en/download.json';
import enContent from './en/content.json';
import enFaq from './en/faq.json';
import enBlogs from './en/blogs.json';
import enVedicTools from './en/vedicTools.json';
import enUi from './en/ui.json';
import enTools from './en/tools.json';
import enAdmin from './en/admin.json';
import enRegistration from './en/registration.json';
import enAstrologers from './en/astrologers.json';
import enAccount from './en/account.json';
import hiMeta from './hi/meta.json';
import hiA11y from './hi/a11y.json';
import hiLanguage from './hi/language.json';
import hiNav from './hi/nav.json';
import hiBreadcrumb from './hi/breadcrumb.json';
import hiHome from './hi/home.json';
import hiFooter from './hi/footer.json';
import hiErrors from './hi/errors.json';
import hiCommon from './hi/common.json';
import hiTarot from './hi/tarot.json';
import hiHoroscope from './hi/horoscope.json';
import hiConsent from './hi/consent.json';
import hiDownload from './hi/download.json';
import hiContent from './hi/content.json';
import hiFaq from './hi/faq.json';
import hiBlogs from './hi/blogs.json';
import hiVedicTools from './hi/vedicTools.json';
import hiUi from './hi/ui.json';
import hiTools from './hi/tools.json';
import hiAdmin from './hi/admin.json';
import hiRegistration from './hi/registration.json';
import hiAstrologers from './hi/astrologers.json';
import hiAccount from './hi/account.json';

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
};

export const catalogues: Record<'en' | 'hi', Messages> = { en, hi };
