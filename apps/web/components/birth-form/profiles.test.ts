import { describe, expect, it } from 'vitest';
import { birthToProfileInput, isProfileList, profileToBirth } from './profiles';

const saved = {
  id: '5d2b8c2e-7d8e-4b0a-9d43-3c1e4b0f3a11',
  name: 'Asha',
  gender: 'female' as const,
  birthDate: '1990-08-15',
  birthTime: '14:30',
  placeName: 'Pune, Maharashtra, India',
  lat: 18.52,
  lon: 73.86,
  timezone: 'Asia/Kolkata',
};

describe('saved profiles', () => {
  it('become form input and back', () => {
    const v = profileToBirth(saved);
    expect(v).toMatchObject({ year: 1990, month: 8, day: 15, hour: 14, minute: 30, place: { name: 'Pune' } });
    expect(v && birthToProfileInput(v)).toEqual({
      name: 'Asha',
      gender: 'female',
      birthDate: '1990-08-15',
      birthTime: '14:30',
      placeName: 'Pune, Maharashtra, India',
      lat: 18.52,
      lon: 73.86,
      timezone: 'Asia/Kolkata',
    });
    expect(profileToBirth({ ...saved, birthDate: '1990-02-31' })).toBeNull();
    expect(isProfileList([saved])).toBe(true);
    expect(isProfileList([{ id: 1 }])).toBe(false);
  });
});
