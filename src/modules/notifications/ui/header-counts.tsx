/**
 * The header's messages and notifications links with their unread counts (public-and-account §3
 * "Signed-in user summary: notification count, unread message count"; §7 the count after each
 * route change; issue 15 §3, §4). Server half: gives ./header-count-links.tsx its two texts
 * (only those, so every signed-in page carries a few bytes more, not the messaging namespace).
 * Render it for signed-in viewers only: visitors get no counts, no requests and no code for them
 * (the links load as their own chunk, ./header-count-links-lazy.tsx).
 */
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { LazyHeaderCountLinks } from './header-count-links-lazy';

export async function HeaderCounts() {
  const messages = await getMessages();
  const header = (messages.messaging as { header: Record<string, string> } | undefined)?.header;
  return (
    <NextIntlClientProvider messages={{ messaging: { header } }}>
      <LazyHeaderCountLinks />
    </NextIntlClientProvider>
  );
}
