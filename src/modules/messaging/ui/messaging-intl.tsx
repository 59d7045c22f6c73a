/**
 * Gives the messaging screens' browser components their texts: the locale layout hands client
 * components a fixed list of message namespaces (src/app/[locale]/layout.tsx), so these screens
 * wrap their client parts in a provider with the `messaging` namespace and the `ui` and `errors`
 * namespaces the shared primitives read (ConfirmDialog, the form kit). Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (client components of the messaging and notification screens) with their texts. */
export async function MessagingIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ messaging: messages.messaging, ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
