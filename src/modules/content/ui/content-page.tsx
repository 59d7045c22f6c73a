/**
 * The static and legal pages (issue 17 §2; spec public §2 "Static and legal pages"): a page's
 * title, "Last updated: <date>" (DD.MM.YYYY in Turkish, "Nov 21, 2026" in English) and its
 * sanitized rich-text body in the viewer's language, from the `contents` row named by the page's
 * English path word. Server components:
 * - `ContentPage`: the whole article; `children` go under the body (the contact form, the cookie
 *   settings button). The page 404s when the row is missing.
 * - `ContentBlock`: only the body of a block (e.g. `contact-us` above the contact form); nothing
 *   when the row is missing.
 * - `contentPageMetadata(id, href)`: a page's `generateMetadata` — its title and a description
 *   from the body, with the canonical address and hreflang alternates.
 */
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { AppPathname } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { getDb } from '@/server/db/client';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { contentDescription, findContent } from '../content';
import { RichBody } from './rich-body';

/** The article of content `id` in `locale`, with `children` below the body; the 404 page when missing. */
export async function ContentPage({
  id,
  locale,
  children,
}: {
  id: string;
  locale: Locale;
  children?: ReactNode;
}) {
  const ctx = await pageCtx(locale);
  const [content, t] = await Promise.all([
    findContent(ctx.db, id, locale),
    getTranslations({ locale, namespace: 'contentPages' }),
  ]);
  if (!content) notFound();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-testid={`content-${id}`}>
      <h1 className="text-3xl font-black break-words">{content.title}</h1>
      <p className="mt-2 text-sm text-slate-600" data-testid="content-updated">
        <time dateTime={content.updatedAt.toISOString()}>
          {t('lastUpdated', { date: formatDate(content.updatedAt, locale) })}
        </time>
      </p>
      <RichBody html={content.body} testId="content-body" className="mt-6" />
      {children ? <div className="mt-10">{children}</div> : null}
    </article>
  );
}

/** The body of content block `id` in `locale` (sanitized), or nothing when there is no such row. */
export async function ContentBlock({
  id,
  locale,
  className,
}: {
  id: string;
  locale: Locale;
  className?: string;
}) {
  const content = await findContent(await getDb(), id, locale);
  if (!content) return null;
  return <RichBody html={content.body} testId={`content-block-${id}`} className={className} />;
}

/**
 * `generateMetadata` of the page showing content `id` at `href`: "<title> — Startup Atlas", a
 * description of at most 160 characters, canonical and hreflang (en, tr, x-default) addresses.
 */
export function contentPageMetadata(id: string, href: AppPathname) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params;
    const content = await findContent(await getDb(), id, locale);
    const alternates = alternatesFor(locale, href as Parameters<typeof alternatesFor>[1]);
    if (!content) return { title: 'Startup Atlas', alternates };
    return {
      title: siteTitle(content.title),
      description: contentDescription(content.body),
      alternates,
      openGraph: { title: content.title, type: 'article', locale: locale === 'tr' ? 'tr_TR' : 'en_US' },
    };
  };
}

/**
 * The default export of a static page file: sets the request locale and renders
 * {@link ContentPage} for `id` (with `extra` under the body, e.g. the cookie settings button).
 */
export function contentPageFor(id: string, extra?: ReactNode) {
  return async function StaticContentPage({ params }: { params: Promise<{ locale: Locale }> }) {
    const { locale } = await params;
    setRequestLocale(locale);
    return (
      <ContentPage id={id} locale={locale}>
        {extra}
      </ContentPage>
    );
  };
}
