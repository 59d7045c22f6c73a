import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  failureMessage,
  handledByCaller,
  notFoundPath,
  type ApiClientOptions,
} from './client';

const envelope = (code: number, value: string, message: string | null) =>
  new Response(JSON.stringify({ data: null, status: { code, value }, message }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });
const okCities = () =>
  new Response(
    JSON.stringify({ data: [{ id: 1, name: 'Ankara' }], status: { code: 200, value: 'OK' }, message: null }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

/** A client over a stub fetch answering `answers` in turn (an Error is a network failure). */
function setup(answers: Array<Response | Error>, options: ApiClientOptions = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const navigate = vi.fn();
  const showNotice = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://atlas.test',
    fetch,
    navigate,
    showNotice,
    retryDelayMs: 0,
    locale: () => 'en',
    ...options,
  });
  return { client, fetch, requests, navigate, showNotice };
}

const getCities = (client: ReturnType<typeof setup>['client'], init = {}) =>
  client.GET('/apiCommon/City/List', { params: { query: { countryId: 792 } }, ...init });

describe('API client', () => {
  it('retries a GET twice on 503, then returns the answer', async () => {
    const { client, fetch, showNotice } = setup([
      envelope(503, 'x', 'busy'),
      envelope(503, 'x', 'busy'),
      okCities(),
    ]);
    const { data, error } = await getCities(client);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toBeUndefined();
    expect(data?.data).toEqual([{ id: 1, name: 'Ankara' }]);
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('gives up after two retries and shows the server message', async () => {
    const { client, fetch, showNotice } = setup([
      envelope(500, 'generic.unexpected', 'Something went wrong. Try again. (id-1)'),
      envelope(500, 'generic.unexpected', 'Something went wrong. Try again. (id-2)'),
      envelope(500, 'generic.unexpected', 'Something went wrong. Try again. (id-3)'),
    ]);
    const { error, response } = await getCities(client);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(response.status).toBe(500);
    expect(error?.status.value).toBe('generic.unexpected');
    expect(showNotice).toHaveBeenCalledExactlyOnceWith({
      title: 'An error occurred',
      message: 'Something went wrong. Try again. (id-3)',
    });
  });

  it('retries a GET after network failures', async () => {
    const { client, fetch } = setup([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      okCities(),
    ]);
    const { data } = await getCities(client);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(data?.data).toHaveLength(1);
  });

  it('rejects after three network failures with the generic notice', async () => {
    const { client, fetch, showNotice } = setup(
      [new TypeError('a'), new TypeError('b'), new TypeError('c')],
      {
        locale: () => 'tr',
      },
    );
    await expect(getCities(client)).rejects.toThrow(TypeError);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(showNotice).toHaveBeenCalledExactlyOnceWith({
      title: 'Bir hata oluştu',
      message: 'Bir şeyler ters gitti. Tekrar deneyin.',
    });
  });

  it('does not retry a write', async () => {
    const { client, fetch, showNotice } = setup([envelope(503, 'x', 'Service unavailable')]);
    const { error } = await client.POST('/api/v2/talents/by-seo-urls', { body: { seoUrls: ['a'] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error?.message).toBe('Service unavailable');
    expect(showNotice).toHaveBeenCalledOnce();
  });

  it('does not retry a 400 and notifies with the translated message', async () => {
    const { client, fetch, showNotice, navigate } = setup([
      envelope(400, 'generic.invalid_input', 'Lütfen tüm zorunlu alanları doldurun.'),
    ]);
    const { error } = await getCities(client);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error?.status.code).toBe(400);
    expect(showNotice).toHaveBeenCalledExactlyOnceWith({
      title: 'An error occurred',
      message: 'Lütfen tüm zorunlu alanları doldurun.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves 401 to the caller silently', async () => {
    const { client, showNotice, navigate, fetch } = setup([
      envelope(401, 'auth.unauthorized', 'Unauthorized'),
    ]);
    const { error, response } = await client.GET('/api/v2/users/me');
    expect(response.status).toBe(401);
    expect(error?.status.value).toBe('auth.unauthorized');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(showNotice).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the page to /404 on 404, in the page language', async () => {
    const en = setup([envelope(404, 'generic.not_found', 'Not Found')]);
    await en.client.GET('/api/v2/startups/{id}', { params: { path: { id: 7 } } });
    expect(en.navigate).toHaveBeenCalledExactlyOnceWith('/404');
    expect(en.showNotice).not.toHaveBeenCalled();

    const tr = setup([envelope(404, 'generic.not_found', 'Bulunamadı')], { locale: () => 'tr' });
    await tr.client.GET('/api/v2/startups/{id}', { params: { path: { id: 7 } } });
    expect(tr.navigate).toHaveBeenCalledExactlyOnceWith('/tr/404');
  });

  it('lets a call opt out of the redirect and the notice', async () => {
    const { client, navigate, showNotice } = setup([
      envelope(404, 'generic.not_found', 'Not Found'),
      envelope(409, 'generic.duplicate', 'this entry already exists'),
    ]);
    const first = await getCities(client, handledByCaller());
    expect(first.error?.status.code).toBe(404);
    const second = await getCities(client, handledByCaller());
    expect(second.error?.message).toBe('this entry already exists');
    expect(navigate).not.toHaveBeenCalled();
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('lets a whole client opt out (quiet client)', async () => {
    const { client, navigate, showNotice } = setup(
      [envelope(404, 'x', 'Not Found'), envelope(403, 'x', 'No')],
      {
        notify: false,
        redirectNotFound: false,
      },
    );
    await getCities(client);
    await getCities(client);
    expect(navigate).not.toHaveBeenCalled();
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('sends the page locale as Accept-Language and keeps a caller-set one', async () => {
    const { client, requests } = setup([okCities(), okCities()], { locale: () => 'tr-TR' });
    await getCities(client);
    await getCities(client, { headers: { 'accept-language': 'en' } });
    expect(requests[0]?.headers.get('accept-language')).toBe('tr');
    expect(requests[1]?.headers.get('accept-language')).toBe('en');
    expect(requests[0]?.url).toBe('http://atlas.test/apiCommon/City/List?countryId=792');
  });

  it('does not retry an aborted call', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('aborted', 'AbortError');
    const { client, fetch, showNotice } = setup([abortError]);
    controller.abort();
    await expect(getCities(client, { signal: controller.signal })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(showNotice).not.toHaveBeenCalled();
  });
});

describe('failureMessage', () => {
  it('takes message, then text data, then status.value, then the status text (spec §8)', async () => {
    const body = (json: object, statusText = 'Bad Request') =>
      new Response(JSON.stringify(json), { status: 400, statusText });
    expect(
      await failureMessage(body({ message: 'Translated', data: 'raw', status: { value: 'k' } }), 'en'),
    ).toBe('Translated');
    expect(await failureMessage(body({ message: null, data: 'raw', status: { value: 'k' } }), 'en')).toBe(
      'raw',
    );
    expect(
      await failureMessage(body({ message: null, data: { fields: {} }, status: { value: 'k' } }), 'en'),
    ).toBe('k');
    expect(
      await failureMessage(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }), 'en'),
    ).toBe('Bad Gateway');
    expect(await failureMessage(new Response('', { status: 502 }), 'tr')).toBe(
      'Bir şeyler ters gitti. Tekrar deneyin.',
    );
  });
});

describe('notFoundPath', () => {
  it('has no prefix in English and /tr in Turkish', () => {
    expect(notFoundPath('en')).toBe('/404');
    expect(notFoundPath('tr')).toBe('/tr/404');
  });
});
