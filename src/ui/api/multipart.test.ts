import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { multipart, toFormData } from './multipart';

describe('toFormData', () => {
  it('sends files as file parts and other values as text, leaving out empty ones', () => {
    const file = new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' });
    const form = toFormData({ file, answers: '[]', count: 2, none: null, missing: undefined });
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('deck.pdf');
    expect(form.get('answers')).toBe('[]');
    expect(form.get('count')).toBe('2');
    expect(form.has('none')).toBe(false);
    expect(form.has('missing')).toBe(false);
  });

  it('goes through the client as multipart with the page language', async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://atlas.test',
      locale: () => 'tr',
      fetch: vi.fn(async (request: Request) => {
        requests.push(request);
        return new Response(
          JSON.stringify({
            data: { cvUrl: '/uploads/cv.pdf' },
            status: { code: 200, value: 'OK' },
            message: null,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    });
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const { data } = await client.POST('/api/v2/users/me/cv', { body: { file }, ...multipart });
    expect(data?.data.cvUrl).toBe('/uploads/cv.pdf');
    const request = requests[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('accept-language')).toBe('tr');
    expect((await request.formData()).get('file')).toBeInstanceOf(File);
  });
});
