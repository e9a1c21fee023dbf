import * as contract from '@drishti/contracts/kundali-pdf';
import { describe, expect, it } from 'vitest';
import { KUNDALI_PDF_PATH, kundaliPdfUrl } from './pdf-url';

describe('kundaliPdfUrl', () => {
  it('builds the same download URL as the contract, which the API parses back', () => {
    expect(KUNDALI_PDF_PATH).toBe(contract.KUNDALI_PDF_PATH);
    const query = {
      day: 15,
      month: 1,
      year: 1990,
      hour: 6,
      min: 30,
      lat: 28.6139,
      lon: 77.209,
      tzone: 5.5,
      name: 'Asha Verma',
      gender: 'female' as const,
      place: 'New Delhi, Delhi',
      lang: 'hi' as const,
      style: 'south' as const,
    };
    const url = kundaliPdfUrl(query);
    expect(url).toBe(contract.kundaliPdfUrl(query));
    const parsed = contract.kundaliPdfQuery.safeParse(Object.fromEntries(new URL(url, 'http://x').searchParams));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.name).toBe('Asha Verma');
    expect(parsed.data?.style).toBe('south');
  });
});
