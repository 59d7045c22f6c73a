/**
 * Addresses of sample users (the seeded talents, issue 13 §5): in the reserved `.invalid`
 * top-level domain (RFC 2606), which can never exist, so no person can own one. sendMail
 * (server/mail) drops mail to such addresses instead of sending it or filling the outbox.
 */
export const SAMPLE_MAIL_DOMAIN = 'talents.sample.invalid';

/** True for an address no mail may go to: any address in a `.invalid` domain (case-insensitive). */
export function isUndeliverableAddress(address: string): boolean {
  return /@[^@\s]+\.invalid\s*$/i.test(address.trim());
}
