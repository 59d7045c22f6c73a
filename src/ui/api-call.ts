/**
 * Browser calls to the product API (API.md envelope): JSON in and out, the page language in
 * Accept-Language so error messages come back in it. Returns whether the call succeeded and
 * the envelope's message (already translated by the server) or data.
 */
export async function apiCall<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  locale: string,
  body?: object,
): Promise<{ ok: boolean; status: number; message?: string; data?: T }> {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as { message?: string; data?: T } | null;
  return { ok: res.ok, status: res.status, message: json?.message, data: json?.data };
}

/** Uploads `file` as the multipart field `file` (photos, logos, CVs); same answer shape as apiCall. */
export async function uploadFile<T = unknown>(
  path: string,
  file: File,
  locale: string,
): Promise<{ ok: boolean; status: number; message?: string; data?: T }> {
  const body = new FormData();
  body.append('file', file);
  return postForm<T>(path, body, locale);
}

/** POSTs a multipart form (fields and files); same answer shape as apiCall. */
export async function postForm<T = unknown>(
  path: string,
  body: FormData,
  locale: string,
): Promise<{ ok: boolean; status: number; message?: string; data?: T }> {
  const res = await fetch(path, { method: 'POST', body, headers: { 'accept-language': locale } });
  const json = (await res.json().catch(() => null)) as { message?: string; data?: T } | null;
  return { ok: res.ok, status: res.status, message: json?.message, data: json?.data };
}

/** The cities of a country in the page language (`GET /apiCommon/City/List`); none for no country. */
export async function fetchCities(
  countryId: number | undefined,
  locale: string,
): Promise<Array<{ id: number; name: string }>> {
  if (!countryId) return [];
  return (
    (
      await apiCall<Array<{ id: number; name: string }>>(
        'GET',
        `/apiCommon/City/List?countryId=${countryId}`,
        locale,
      )
    ).data ?? []
  );
}
