import { describe, expect, it } from 'vitest';
import { localizedPath } from './paths';

describe('localizedPath (server-side localized links)', () => {
  it('gives the English path unprefixed and the Turkish one with /tr and its own words', () => {
    expect(localizedPath('/dashboard/applications', 'en')).toBe('/dashboard/applications');
    expect(localizedPath('/dashboard/applications', 'tr')).toBe('/tr/panel/is-basvurularim');
  });

  it('fills params and query, and leaves an empty optional catch-all out', () => {
    expect(
      localizedPath('/dashboard/message-detail/[otherUserSeoUrl]', 'tr', { otherUserSeoUrl: 'ayşe-yılmaz' }),
    ).toBe('/tr/panel/mesaj-detayi/ay%C5%9Fe-y%C4%B1lmaz');
    expect(localizedPath('/dashboard/job-applications', 'en', {}, { jobId: 12 })).toBe(
      '/dashboard/job-applications?jobId=12',
    );
    expect(localizedPath('/dashboard/add-job/[[...seoUrl]]', 'en')).toBe('/dashboard/add-job');
    expect(localizedPath('/dashboard/add-job/[[...seoUrl]]', 'tr', { seoUrl: 'data-engineer-4' })).toBe(
      '/tr/panel/ilan-ekle/data-engineer-4',
    );
  });
});
