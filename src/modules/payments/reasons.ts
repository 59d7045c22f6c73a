/**
 * Why a payment request failed (`payment_requests.failure_reason`, from the provider's webhook):
 * the reasons the result pages explain in a sentence of their own (`payments.reason_*` messages);
 * others get only the general one. Shared by server pages and client components.
 */
export const KNOWN_REASONS: readonly string[] = [
  'card_declined',
  'authentication_failed',
  'canceled',
  'provider_error',
];
