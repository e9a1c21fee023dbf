import { describe, expect, it } from 'vitest';
import { candidateLabel, candidateToPlace, isCandidateList, offsetOnDate, type PlaceCandidate } from './place-model';

const pune: PlaceCandidate = {
  id: 1,
  name: 'Pune',
  nameHi: 'पुणे',
  state: 'Maharashtra',
  stateHi: 'महाराष्ट्र',
  country: 'IN',
  countryName: 'India',
  countryNameHi: 'भारत',
  lat: 18.52,
  lon: 73.86,
  timezone: 'Asia/Kolkata',
  utcOffset: 5.5,
};

describe('place candidates', () => {
  it('are labelled in the page language', () => {
    expect(candidateLabel(pune, 'en')).toBe('Pune, Maharashtra, India');
    expect(candidateLabel(pune, 'hi')).toBe('पुणे, महाराष्ट्र, भारत');
    expect(candidateLabel({ ...pune, nameHi: null, stateHi: null, countryNameHi: null }, 'hi')).toBe(
      'Pune, Maharashtra, India',
    );
    expect(candidateToPlace(pune, 'hi')).toEqual({
      name: 'पुणे',
      label: 'पुणे, महाराष्ट्र, भारत',
      lat: 18.52,
      lon: 73.86,
      timezone: 'Asia/Kolkata',
      utcOffset: 5.5,
    });
  });

  it('checks the API answer', () => {
    expect(isCandidateList([pune])).toBe(true);
    expect(isCandidateList([{ id: 1 }])).toBe(false);
    expect(isCandidateList(null)).toBe(false);
  });

  it('gives the offset on the birth date, summer time and war time included', () => {
    expect(offsetOnDate('Asia/Kolkata', '1990-08-15')).toBe(5.5);
    expect(offsetOnDate('Asia/Kolkata', '1943-06-01')).toBe(6.5);
    expect(offsetOnDate('Europe/London', '2020-07-01')).toBe(1);
    expect(offsetOnDate('Europe/London', '2020-01-01')).toBe(0);
    expect(offsetOnDate('Not/AZone', '2020-01-01')).toBeUndefined();
    expect(offsetOnDate('Asia/Kolkata', '15/08/1990')).toBeUndefined();
  });
});
