/** The nine grahas in the order tables and charts list them. */
export const PLANET_ORDER = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'] as const;
/** The seven planets and the lagna, as the ashtakavarga lists them. */
export const ASHTAKA_ORDER = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'AS'] as const;
/** The sixteen vargas the API draws. */
export const VARGAS = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const;
