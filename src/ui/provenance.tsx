/**
 * "Source: … · Updated: …" line of a record's page (issue 13 §2): where the record comes from
 * (the YC dataset and sample data link to /data-sources, which names their licences) and when it
 * last changed, in the viewer's date format (Turkish DD.MM.YYYY). Server component.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { isDocumentedSource, recordSourceOf } from '@/lib/provenance';

/**
 * @param source the row's `source` column (`yc`, `generated`, `user`; unknown values read as `user`)
 * @param updatedAt the row's last update, UTC (ISO string or Date)
 */
export async function Provenance({
  source,
  updatedAt,
  locale,
  className = '',
}: {
  source: string;
  updatedAt: string | Date;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations('provenance');
  const known = recordSourceOf(source);
  const iso = typeof updatedAt === 'string' ? updatedAt : updatedAt.toISOString();
  return (
    <p className={`text-xs text-slate-500 ${className}`} data-testid="provenance" data-source={known}>
      {t('source')}:{' '}
      {isDocumentedSource(known) ? (
        <Link href="/data-sources" className="underline hover:text-brand-700">
          {t(known)}
        </Link>
      ) : (
        t(known)
      )}{' '}
      · {t('updated')}: <time dateTime={iso}>{formatDate(iso, locale)}</time>
    </p>
  );
}
