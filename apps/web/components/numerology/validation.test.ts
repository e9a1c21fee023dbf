import { describe, expect, it } from 'vitest';
import { checkMobile, checkName } from './validation';

describe('checkName', () => {
  it('accepts a Latin name and returns the letters the tables count', () => {
    expect(checkName('  Amit   Kumar ')).toEqual({ ok: true, name: 'Amit Kumar', letters: 'AMITKUMAR' });
    // Accents, dots, hyphens and apostrophes are fine
    expect(checkName("José O'Neil-Rao Jr.")).toMatchObject({ ok: true, letters: 'JOSEONEILRAOJR' });
  });

  it('asks for a name when the field is empty', () => {
    expect(checkName('')).toEqual({ ok: false, error: 'required' });
    expect(checkName('   ')).toEqual({ ok: false, error: 'required' });
  });

  it('turns a Devanagari name away with its own message, even mixed with Latin letters', () => {
    expect(checkName('अमित')).toEqual({ ok: false, error: 'devanagari' });
    expect(checkName('Amit कुमार')).toEqual({ ok: false, error: 'devanagari' });
  });

  it('turns away other scripts and stray characters', () => {
    expect(checkName('Амит')).toEqual({ ok: false, error: 'script' });
    expect(checkName('அமித்')).toEqual({ ok: false, error: 'script' });
    expect(checkName('Amit2')).toEqual({ ok: false, error: 'characters' });
    expect(checkName('Amit@home')).toEqual({ ok: false, error: 'characters' });
  });
});

describe('checkMobile', () => {
  it('accepts exactly ten digits, with spaces or hyphens between them', () => {
    expect(checkMobile('9876543210')).toEqual({ ok: true, digits: '9876543210' });
    expect(checkMobile(' 98765 43210 ')).toEqual({ ok: true, digits: '9876543210' });
    expect(checkMobile('98765-43210')).toEqual({ ok: true, digits: '9876543210' });
  });

  it('tells an empty field, wrong characters and a wrong length apart', () => {
    expect(checkMobile('')).toEqual({ ok: false, error: 'required', count: 0 });
    expect(checkMobile('+91 98765 43210')).toEqual({ ok: false, error: 'characters', count: 12 });
    expect(checkMobile('98765abc10')).toMatchObject({ ok: false, error: 'characters' });
    expect(checkMobile('987654321')).toEqual({ ok: false, error: 'length', count: 9 });
    expect(checkMobile('09876543210')).toEqual({ ok: false, error: 'length', count: 11 });
  });
});
