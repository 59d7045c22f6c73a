/**
 * Gives the moderation screens' browser components their texts (issue 17 §1): the locale layout
 * hands client components a fixed list of namespaces, so these screens wrap their client parts
 * in a provider with `moderationAdmin` and the `ui` and `errors` namespaces the form kit and the
 * dialogs read. A nested provider replaces the messages around it, so it wraps only these parts.
 * Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (client parts of the moderation screens) with their texts. */
export async function ModerationIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ moderationAdmin: messages.moderationAdmin, ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
