/**
 * Gives the data-add tool's browser components their texts (issue 17 §3): the locale layout hands
 * client components a fixed list of namespaces, so these screens wrap their client parts in a
 * provider with `dataAddTool` and the `ui` and `errors` namespaces the form kit and dialogs read.
 * Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (the data-add tool's screens) with their texts. */
export async function ImportsIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ dataAddTool: messages.dataAddTool, ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
