/** Dignity, combustion and the three friendship tables. */
import { describe, expect, it } from 'vitest';
import { combustionOrb, dignityOf, friendships, isCombust, naturalRelationship } from './dignity';

describe('dignity', () => {
  it('exalts and debilitates by sign', () => {
    expect(dignityOf('SU', 10)).toBe('exalted'); // Aries
    expect(dignityOf('SU', 190)).toBe('debilitated'); // Libra
    expect(dignityOf('SA', 200)).toBe('exalted');
    expect(dignityOf('SA', 20)).toBe('debilitated');
    expect(dignityOf('JU', 95)).toBe('exalted');
    expect(dignityOf('JU', 275)).toBe('debilitated');
    expect(dignityOf('RA', 45)).toBe('exalted'); // Taurus
    expect(dignityOf('KE', 45)).toBe('debilitated');
  });

  it('splits the Moon’s Taurus and Mercury’s Virgo by degree', () => {
    expect(dignityOf('MO', 31)).toBe('exalted');
    expect(dignityOf('MO', 40)).toBe('moolatrikona');
    expect(dignityOf('ME', 160)).toBe('exalted');
    expect(dignityOf('ME', 167)).toBe('moolatrikona');
    expect(dignityOf('ME', 175)).toBe('own');
  });

  it('gives moolatrikona within its degrees and own sign outside them', () => {
    expect(dignityOf('SU', 125)).toBe('moolatrikona'); // Leo 5°
    expect(dignityOf('SU', 145)).toBe('own'); // Leo 25°
    expect(dignityOf('MA', 5)).toBe('moolatrikona');
    expect(dignityOf('MA', 215)).toBe('own'); // Scorpio
    expect(dignityOf('VE', 185)).toBe('moolatrikona');
    expect(dignityOf('VE', 35)).toBe('own'); // Taurus
    expect(dignityOf('SA', 305)).toBe('moolatrikona');
    expect(dignityOf('SA', 285)).toBe('own'); // Capricorn
  });

  it('falls back to the natural relationship with the sign lord', () => {
    expect(dignityOf('SU', 245)).toBe('friendly'); // Sagittarius, Jupiter's
    expect(dignityOf('SU', 65)).toBe('neutral'); // Gemini, Mercury's
    expect(dignityOf('SU', 285)).toBe('enemy'); // Capricorn, Saturn's
    expect(dignityOf('RA', 65)).toBe('friendly'); // Rahu as Saturn, in Mercury's sign
  });
});

describe('combustion', () => {
  it('uses each planet’s orb, narrower for retrograde Mercury and Venus', () => {
    expect(combustionOrb('ME', false)).toBe(14);
    expect(combustionOrb('ME', true)).toBe(12);
    expect(combustionOrb('VE', true)).toBe(8);
    expect(combustionOrb('RA', false)).toBeNull();
    expect(isCombust('ME', 113, 100, false)).toBe(true);
    expect(isCombust('ME', 113, 100, true)).toBe(false);
    expect(isCombust('SA', 355, 5, false)).toBe(true); // across 0°
    expect(isCombust('SU', 100, 100, false)).toBe(false);
  });
});

describe('friendships', () => {
  it('has the natural table of BPHS', () => {
    expect(naturalRelationship('SU', 'JU')).toBe('friend');
    expect(naturalRelationship('SU', 'ME')).toBe('neutral');
    expect(naturalRelationship('SU', 'SA')).toBe('enemy');
    expect(naturalRelationship('MO', 'SA')).toBe('neutral');
    expect(naturalRelationship('ME', 'MO')).toBe('enemy');
    expect(naturalRelationship('MO', 'ME')).toBe('friend');
  });

  it('combines natural and temporal into the five-fold relationship', () => {
    // Sun Aries; Moon Taurus (2nd: temporal friend); Saturn Libra (7th: temporal enemy);
    // Mercury Pisces (12th: friend); Venus Leo (5th: enemy); Mars Cancer (4th: friend).
    const f = friendships({ SU: 1, MO: 2, MA: 4, ME: 12, JU: 9, VE: 5, SA: 7 });
    expect(f.temporal.SU.MO).toBe('friend');
    expect(f.compound.SU.MO).toBe('great-friend');
    expect(f.compound.SU.SA).toBe('great-enemy');
    expect(f.compound.SU.ME).toBe('friend');
    expect(f.compound.SU.VE).toBe('great-enemy');
    expect(f.compound.SU.JU).toBe('neutral'); // natural friend, 9th: temporal enemy
    expect(f.compound.MA.SU).toBe('great-friend'); // natural friend, Sun 10th from Mars: temporal friend
  });
});
