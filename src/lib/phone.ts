/**
 * Phone numbers (spec public-and-account §5 "Phone": valid for the country code, 'Phone number
 * must be correct!'), with libphonenumber-js. Stored in E.164 (+905321234567).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * The E.164 form of `raw`, read with `country` (ISO 3166 alpha-2, e.g. TR) when it has no
 * leading +; null when it is not a valid number for that country.
 */
export function normalizePhone(raw: string, country?: string): string | null {
  const phone = parsePhoneNumberFromString(raw.trim(), country?.toUpperCase() as CountryCode | undefined);
  return phone?.isValid() ? phone.number : null;
}
