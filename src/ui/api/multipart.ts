/**
 * Multipart uploads through the typed client: the body is the operation's typed
 * `multipart/form-data` object and {@link multipart} (spread into the call) turns it into
 * FormData, which openapi-fetch sends without a content type so the browser adds the boundary.
 * The call goes through the same middleware as any other (Accept-Language, notices, 401, 404).
 *
 *   await quietApi.POST('/api/v2/users/me/{kind}', {
 *     params: { path: { kind: 'photo' } },
 *     body: { file },
 *     ...multipart,
 *   });
 */

/**
 * The FormData of `body`: a Blob (File) as a file part, a string as a text part, anything else
 * as its JSON text; undefined and null are left out.
 */
export function toFormData(body: object | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/** Per-call option: send the body as multipart/form-data (see {@link toFormData}). */
export const multipart = { bodySerializer: toFormData } as const;
