import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DLT_VAR_MAX,
  msg91TemplateSetting,
  msg91TemplateText,
  renderSmsText,
  SMS_KINDS,
  SMS_LOCALES,
  SMS_TEMPLATES,
} from './templates';

const link = /https?:|www\.|\/\w/i;

describe('SMS texts, as DLT registers them', () => {
  it('has one text per kind and language, with {#var#} for each variable and nothing else in braces', () => {
    for (const kind of SMS_KINDS) {
      const langs = SMS_TEMPLATES[kind];
      expect(Object.keys(langs).sort()).toEqual(['en', 'hi']);
      for (const locale of SMS_LOCALES) {
        const { text, vars } = langs[locale];
        const placeholders = text.match(/\{#var#\}/g) ?? [];
        expect(placeholders.length, `${kind}/${locale}`).toBe(vars.length);
        expect(new Set(vars).size, `${kind}/${locale}: distinct variables`).toBe(vars.length);
        expect(text.replace(/\{#var#\}/g, ''), `${kind}/${locale}: stray braces`).not.toMatch(/[{}#]/);
        expect(text.length).toBeLessThanOrEqual(300);
      }
      // The same variables in both languages (their order may differ with the grammar).
      expect([...langs.en.vars].sort()).toEqual([...langs.hi.vars].sort());
    }
  });

  it('writes English in plain GSM characters and Hindi in Devanagari (sent as Unicode)', () => {
    for (const kind of SMS_KINDS) {
      expect(SMS_TEMPLATES[kind].en.text, kind).toMatch(/^[\x20-\x7E]+$/);
      expect(SMS_TEMPLATES[kind].hi.text, kind).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('puts no link in a sign-in code message', () => {
    for (const locale of SMS_LOCALES) {
      const { text, vars } = SMS_TEMPLATES.otp[locale];
      expect(text).not.toMatch(link);
      expect(vars).toEqual(['code']);
      expect(renderSmsText('otp', locale, { code: '042137' })).toContain('042137');
    }
  });

  it('fits every value into 30 characters', () => {
    const long = 'Acharya Ramakrishna Venkataraman Shastri';
    const text = renderSmsText('booking-reminder', 'en', {
      channel: 'chat',
      astrologer: long,
      when: '28 Nov, 5:30 pm',
    });
    const value = text.slice(text.indexOf('with ') + 5, text.indexOf(' starts'));
    expect(Array.from(value).length).toBe(DLT_VAR_MAX);
    expect(long.startsWith(value.slice(0, -1))).toBe(true);
    expect(() => renderSmsText('otp', 'en', {})).toThrow(/code/);
  });

  it('gives MSG91 the same text with named variables and a setting per template', () => {
    expect(msg91TemplateText('booking-confirmed', 'hi')).toBe(
      'दृष्टि: ##astrologer## के साथ आपका ##channel## परामर्श ##when## (भारतीय समय) के लिए बुक हो गया है (##minutes## मिनट)।',
    );
    expect(msg91TemplateSetting('app-link', 'en')).toBe('MSG91_TEMPLATE_APP_LINK_EN');
    expect(msg91TemplateSetting('otp', 'hi')).toBe('MSG91_TEMPLATE_OTP_HI');
  });
});

describe('docs/SMS.md', () => {
  it('lists every template exactly as the code sends it, with its setting', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../../docs/SMS.md'), 'utf8');
    for (const kind of SMS_KINDS) {
      for (const locale of SMS_LOCALES) {
        expect(doc).toContain(`  ${SMS_TEMPLATES[kind][locale].text}\n`);
        expect(doc).toContain(`  ${msg91TemplateText(kind, locale)}\n`);
        expect(doc).toContain(`\`${msg91TemplateSetting(kind, locale)}\``);
      }
    }
  });
});
