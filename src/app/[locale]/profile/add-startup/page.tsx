/**
 * /profile/add-startup (TR /tr/profilim/girisim-ekle; dashboard-and-operations §2 startup
 * steps): step 1 creates the startup with the signed-in founder as first team member, then
 * the edit page opens for the other steps. Visitors get the 404 page.
 */
import { eq } from 'drizzle-orm';
import { privatePageMetadata } from '@/ui/seo';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { users } from '@/modules/identity/schema';
import { StartupEditor } from '@/modules/startups/ui/startup-editor';
import { loadStartupEditorOptions } from '@/modules/startups/ui/editor-options';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('startupEditor', 'addTitle');

export default async function AddStartupPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, options, [me]] = await Promise.all([
    getTranslations('startupEditor'),
    loadStartupEditorOptions(ctx.db, locale),
    ctx.db
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, ctx.viewer.userId)),
  ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-black">{t('addTitle')}</h1>
      <StartupEditor
        data={null}
        options={options}
        founder={{ name: me?.name ?? '', surname: me?.surname ?? '' }}
        editPathTemplate={getPathname({
          href: { pathname: '/profile/edit-startup/[seoUrl]', params: { seoUrl: '__seoUrl__' } },
          locale,
        })}
      />
    </section>
  );
}
