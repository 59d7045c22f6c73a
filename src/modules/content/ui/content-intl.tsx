/**
 * Gives the content editor's browser parts their texts (issue 17 §2): the locale layout hands
 * client components a fixed list of namespaces (src/app/[locale]/layout.tsx), so the editor
 * screen wraps its client parts in a provider with `contentAdmin` and the `ui` and `errors`
 * namespaces the form kit reads. Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (the content editor) with their texts. */
export async function ContentAdminIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ contentAdmin: messages.contentAdmin, ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
