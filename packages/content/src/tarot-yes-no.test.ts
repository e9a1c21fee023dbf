import { describe, expect, it } from 'vitest';
import { QUESTION_CAUTIONS, questionCaution, REVERSED_NOTES, yesNoVerdict } from './tarot-yes-no';

describe('yes/no tarot answers', () => {
  it('takes the reversal into account: one step down, never up', () => {
    expect(yesNoVerdict('yes', 'upright')).toBe('yes');
    expect(yesNoVerdict('maybe', 'upright')).toBe('maybe');
    expect(yesNoVerdict('no', 'upright')).toBe('no');
    expect(yesNoVerdict('yes', 'reversed')).toBe('maybe');
    expect(yesNoVerdict('maybe', 'reversed')).toBe('no');
    expect(yesNoVerdict('no', 'reversed')).toBe('no');
  });

  it('explains each reversed answer in both languages', () => {
    for (const note of Object.values(REVERSED_NOTES)) {
      expect(note.en).toMatch(/reversed/);
      expect(note.hi).toMatch(/उल्टा/);
    }
  });

  it('cautions crisis, health and legal questions, in English, Hindi and Hinglish', () => {
    expect(questionCaution('Should I kill myself?')).toBe('crisis');
    expect(questionCaution('Is suicide the only way out')).toBe('crisis');
    expect(questionCaution('क्या मुझे आत्महत्या कर लेनी चाहिए?')).toBe('crisis');
    expect(questionCaution('मैं मरना चाहता हूँ, क्या यह सही है?')).toBe('crisis');
    expect(questionCaution('kya main mar jaun')).toBe('crisis');
    expect(questionCaution('Will my mother recover from cancer?')).toBe('health');
    expect(questionCaution('Should I stop my medicine?')).toBe('health');
    expect(questionCaution('क्या मेरा ऑपरेशन सफल होगा?')).toBe('health');
    expect(questionCaution('Will I win the court case?')).toBe('legal');
    expect(questionCaution('क्या मुझे ज़मानत मिलेगी?')).toBe('legal');
    expect(questionCaution('क्या तलाक़ का फ़ैसला मेरे पक्ष में होगा?')).toBe('legal');
    expect(questionCaution('Should I apply for this job this month?')).toBeNull();
    expect(questionCaution('क्या मुझे यह नौकरी मिलेगी?')).toBeNull();
    expect(questionCaution('Will he call me back?')).toBeNull();
  });

  it('gives Tele-MANAS 14416 for a crisis, and a doctor and a lawyer for the others', () => {
    expect(QUESTION_CAUTIONS.crisis.en).toContain('14416');
    expect(QUESTION_CAUTIONS.crisis.hi).toContain('14416');
    expect(QUESTION_CAUTIONS.crisis.hi).toContain('टेली-मानस');
    expect(QUESTION_CAUTIONS.health.en).toMatch(/doctor/);
    expect(QUESTION_CAUTIONS.health.hi).toMatch(/डॉक्टर/);
    expect(QUESTION_CAUTIONS.legal.en).toMatch(/lawyer/);
    expect(QUESTION_CAUTIONS.legal.hi).toMatch(/वकील/);
  });
});
