import { describe, expect, it } from 'vitest';
import { firstSentence } from './messages';

describe('firstSentence', () => {
  it('cuts English and Hindi texts after the first sentence', () => {
    expect(firstSentence('Sit upright. Breathe slowly.')).toBe('Sit upright.');
    expect(firstSentence('सीधे बैठिए। धीरे साँस लीजिए।')).toBe('सीधे बैठिए।');
    expect(firstSentence('Om Namah Shivaya, the five-syllable mantra, is loved. More.')).toBe(
      'Om Namah Shivaya, the five-syllable mantra, is loved.',
    );
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});
