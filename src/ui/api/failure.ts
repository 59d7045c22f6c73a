/**
 * Reading a failed call for screens that show the failure themselves (forms, inline status
 * texts; they call with `quietApi` or `handledByCaller()`, see ./client.ts). `error` is what
 * openapi-fetch returns: the error envelope `{ data: { fields } | null, status, message }`, or
 * the body text when the answer was not JSON, or undefined when it had no body.
 *
 *   const { error, response } = await quietApi.PUT('/api/v2/users/me', { body });
 *   if (!response.ok) setMessage(messageOf(error) ?? t('saveFailed'));
 */

/** The server's translated `message` of the envelope, if it sent one. */
export function messageOf(error: unknown): string | undefined {
  const message = isObject(error) ? error.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** The field errors of the envelope (`data.fields`, key → translated message); {} without them. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = isObject(error) ? error.data : undefined;
  const fields = isObject(data) ? data.fields : undefined;
  return isObject(fields) ? (fields as Record<string, string>) : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
