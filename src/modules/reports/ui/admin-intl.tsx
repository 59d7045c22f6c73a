/**
 * Gives the report management screens' browser components their texts (issue 16 §2): the locale
 * layout hands client components a fixed list of namespaces (src/app/[locale]/layout.tsx), so
 * these screens wrap their client parts in a provider with `reportAdmin` and the `ui`, `errors`,
 * `table` and `filter` namespaces the shared parts read (form kit, ConfirmDialog, EditableCell,
 * multi-select). Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (the report management screens) with their texts. */
export async function ReportAdminIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        reportAdmin: messages.reportAdmin,
        ui: messages.ui,
        errors: messages.errors,
        table: messages.table,
        filter: messages.filter,
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
