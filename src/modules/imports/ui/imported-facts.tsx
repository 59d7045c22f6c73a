/**
 * The startup page's note on imported facts (issue 17 §3 "a startup page can say where a fact
 * came from"): one line per source file, e.g. "Website, founding date, city: from
 * ‘yc-export.csv’, imported 26.11.2026", under the facts. Renders nothing for a startup without
 * imported facts. Server component. Props: the startup's id and the page locale.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { getDb } from '@/server/db/client';
import { factSourcesOf } from '../fact-sources';

const BRANDS = new Set(['twitter', 'linkedin', 'facebook', 'instagram']);

export async function ImportedFacts({ startupId, locale }: { startupId: number; locale: Locale }) {
  const groups = await factSourcesOf(await getDb(), startupId);
  if (!groups.length) return null;
  const t = await getTranslations('dataAddTool');
  const fieldName = (field: string) => {
    const key = `fields.${field}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : field;
  };
  return (
    <ul className="space-y-1 text-xs text-slate-500" data-testid="imported-facts">
      {groups.map((g) => {
        const names = g.fields.map(fieldName);
        const list = new Intl.ListFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { type: 'conjunction' }).format(
          // "Website, founding date and city": later names in lower case, the networks' names as written.
          names.map((n, i) =>
            i === 0 || BRANDS.has(g.fields[i]!)
              ? n
              : n.toLocaleLowerCase(locale === 'tr' ? 'tr-TR' : 'en-GB'),
          ),
        );
        return (
          <li key={`${g.fileName}-${g.importedOn}`}>
            {t('provenance.line', { fields: list, file: g.fileName, date: formatDate(g.importedOn, locale) })}
          </li>
        );
      })}
    </ul>
  );
}
