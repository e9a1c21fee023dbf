import { toE164 } from '@drishti/contracts/phone';
import { DomainError } from './errors';

export { maskPhone } from '@drishti/contracts/phone';

/**
 * A number and its country code as stored: E.164 without the plus sign (e.g. "919812345678"),
 * by the shared rules of `@drishti/contracts/phone`; a DomainError naming the field at fault
 * otherwise (codes `country-code-invalid`, `phone-invalid`: packages/content/src/api-messages-codes.ts).
 */
export function normalizePhone(phone: string, countryCode = '91'): string {
  const checked = toE164(phone, countryCode);
  if (checked.ok) return checked.e164;
  if (checked.field === 'countryCode')
    throw new DomainError('invalid', 'Invalid country code', {
      code: 'country-code-invalid',
      fields: [{ field: 'countryCode', message: 'Use 1 to 4 digits' }],
    });
  throw new DomainError('invalid', 'Please enter valid mobile!', {
    code: 'phone-invalid',
    fields: [{ field: 'phone', message: 'Please enter valid mobile!' }],
  });
}
