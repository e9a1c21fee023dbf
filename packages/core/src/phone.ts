import { DomainError } from './errors';

/**
 * Phone numbers are kept in E.164 form without the plus sign (e.g. "919812345678").
 * India (+91) numbers must be 10 digits starting 6–9; other countries 6–13 national digits.
 */
export function normalizePhone(phone: string, countryCode = '91'): string {
  const cc = countryCode.replace(/^\+/, '').trim();
  let national = phone.replace(/[\s\-()]/g, '');
  if (!/^\d{1,4}$/.test(cc))
    throw new DomainError('invalid', 'Invalid country code', {
      fields: [{ field: 'countryCode', message: 'Use 1 to 4 digits' }],
    });
  if (national.startsWith('+')) {
    const digits = national.slice(1);
    if (!digits.startsWith(cc)) throw invalidPhone();
    national = digits.slice(cc.length);
  }
  if (cc === '91' && national.length === 11 && national.startsWith('0')) national = national.slice(1);
  if (!/^\d+$/.test(national)) throw invalidPhone();
  if (cc === '91' ? !/^[6-9]\d{9}$/.test(national) : national.length < 6 || national.length > 13) throw invalidPhone();
  if (cc.length + national.length > 15) throw invalidPhone();
  return `${cc}${national}`;
}

function invalidPhone() {
  return new DomainError('invalid', 'Please enter valid mobile!', {
    fields: [{ field: 'phone', message: 'Please enter valid mobile!' }],
  });
}

/** Shows a stored number with its last four digits only, for logs and messages. */
export function maskPhone(e164: string): string {
  return `+${e164.slice(0, -4).replace(/\d/g, (d, i) => (i < 2 ? d : '•'))}${e164.slice(-4)}`;
}
