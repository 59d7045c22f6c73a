/**
 * /admin/management/content/[contentId] (TR /yonetici/yonetim/icerik/[contentId]; issue 17 §2
 * "content in EN and TR edited by admins with the rich-text editor"; D §6 super admin): one page
 * text's English and Turkish title and body in the rich-text editor, each with a preview, and
 * Save; when and by whom it was last saved. Super admins only; the 404 page for everyone else and
 * for an unknown id.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { formatDateTime } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { getContentForAdmin } from '@/modules/content/content';
import { contentHref } from '@/modules/content/pages';
import { ContentEditor } from '@/modules/content/ui/content-editor';
import { ContentAdminIntl } from '@/modules/content/ui/content-intl';

type Props = { params: Promise<{ locale: Locale; contentId: string }> };

export const generateMetadata = privatePageMetadata('contentAdmin', 'title');

/** The path segment decoded; '' (no such content: 404) when its %-escapes are malformed. */
function decodedOrEmpty(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export default async function ContentEditPage({ params }: Props) {
  const { locale, contentId } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, row] = await Promise.all([
    getTranslations('contentAdmin'),
    orNotFound(getContentForAdmin(ctx, decodedOrEmpty(contentId))),
  ]);
  const name = locale === 'tr' ? row.titleTr : row.titleEn;
  const href = contentHref(row.id);
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="content-edit">
      <p className="text-sm">
        <Link href="/admin/management/content" className="font-semibold text-brand-700 underline">
          ← {t('back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black break-words">{t('editTitle', { name })}</h1>
      <p className="mt-1 text-sm text-slate-600" data-testid="content-last-saved">
        {row.updatedBy
          ? t('lastSaved', { date: formatDateTime(row.updatedAt, locale), name: row.updatedBy.name })
          : t('lastSavedStarting')}
        {href ? (
          <>
            {' '}
            <Link href={href} className="font-semibold text-brand-700 underline">
              {t('view')}
            </Link>
          </>
        ) : null}
      </p>
      <div className="mt-6">
        <ContentAdminIntl>
          <ContentEditor
            id={row.id}
            initial={{ titleEn: row.titleEn, titleTr: row.titleTr, bodyEn: row.bodyEn, bodyTr: row.bodyTr }}
          />
        </ContentAdminIntl>
      </div>
    </section>
  );
}
