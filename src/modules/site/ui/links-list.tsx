/**
 * The list part of the header and footer screens (issue 17 §1 "header menus … labels and links per
 * language, order, external links open in a new tab", "footer link groups and social buttons"):
 * each top-level row (a header menu, a footer group or a social button) with its labels in both
 * languages, address, state and buttons (./link-actions.tsx), its edit form in a disclosure, and —
 * for menus and groups — its links, each with the same, and a form to add one. Server component;
 * the client parts are wrapped by ./site-admin-intl.tsx on the page.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { SOCIAL_NAMES, type SocialNetwork } from '@/lib/links';
import type { SiteLinkView } from '../links';
import { LinkActions } from './link-actions';
import { LinkForm, type LinkFormKind, type LinkFormValues } from './link-form';

const initialOf = (row: SiteLinkView): LinkFormValues => ({
  parentId: row.parentId,
  labelEn: row.labelEn,
  labelTr: row.labelTr,
  urlEn: row.urlEn,
  urlTr: row.urlTr,
  external: row.external,
  icon: row.icon,
  active: row.active,
});

/** The row's address(es) as text, with the new-tab note. */
function Address({ row, newTab }: { row: SiteLinkView; newTab: string }) {
  if (!row.urlEn) return null;
  return (
    <p className="mt-1 text-sm break-all text-slate-600">
      <code>{row.urlEn}</code>
      {row.urlTr ? (
        <>
          {' · TR '}
          <code>{row.urlTr}</code>
        </>
      ) : null}
      {row.external ? ` · ${newTab}` : ''}
    </p>
  );
}

/**
 * Every top-level row of `area` with its links. `kind`: what a top-level row is (`menu` in the
 * header, `group` in the footer, `social` for the buttons); `headingId` is the list's heading.
 */
export async function LinksList({
  rows,
  kind,
  locale,
  headingId,
  testId,
}: {
  rows: SiteLinkView[];
  kind: Exclude<LinkFormKind, 'link'>;
  locale: Locale;
  headingId: string;
  testId: string;
}) {
  const t = await getTranslations('siteAdmin');
  const area = rows[0]?.area ?? (kind === 'menu' ? 'header' : kind === 'group' ? 'footer' : 'social');
  const top = rows.filter((r) => r.parentId === null);
  const name = (r: SiteLinkView) =>
    kind === 'social' && r.icon
      ? `${SOCIAL_NAMES[r.icon as SocialNetwork] ?? r.icon} – ${locale === 'tr' ? r.labelTr : r.labelEn}`
      : locale === 'tr'
        ? r.labelTr
        : r.labelEn;
  const parents = top.map((r) => ({ id: r.id, label: name(r) }));
  const state = (r: SiteLinkView) => (r.active ? t('common.shown') : t('common.hidden'));
  return (
    <ol className="mt-4 space-y-4" data-testid={testId}>
      {top.map((row, index) => {
        const links = rows.filter((r) => r.parentId === row.id);
        return (
          <li
            key={row.id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid={`site-link-${row.id}`}
          >
            <h3 className="text-base font-bold break-words">
              {name(row)}{' '}
              <span className={`text-sm font-medium ${row.active ? 'text-emerald-800' : 'text-slate-600'}`}>
                ({state(row)})
              </span>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              EN: {row.labelEn} · TR: <span lang="tr">{row.labelTr}</span>
              {row.menuKey ? ` · ${t('header.builtIn', { key: row.menuKey })}` : ''}
            </p>
            {row.menuKey === 'pricing' && (
              <p className="mt-1 text-sm text-slate-600">{t('header.pricingNote')}</p>
            )}
            <Address row={row} newTab={t('common.newTab')} />
            <div className="mt-3">
              <LinkActions
                id={row.id}
                name={name(row)}
                active={row.active}
                isFirst={index === 0}
                isLast={index === top.length - 1}
                childCount={links.length}
                headingId={headingId}
              />
            </div>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                {t('common.editOf', { name: name(row) })}
              </summary>
              <div className="mt-3">
                <LinkForm area={area} kind={kind} id={row.id} initial={initialOf(row)} />
              </div>
            </details>
            {kind !== 'social' && (
              <div className="mt-4 border-t border-slate-100 pt-3">
                <p id={`links-of-${row.id}`} className="text-sm font-semibold">
                  {t('common.links', { count: links.length })}
                </p>
                {links.length > 0 && (
                  <ol aria-labelledby={`links-of-${row.id}`} className="mt-2 space-y-3">
                    {links.map((link, i) => (
                      <li
                        key={link.id}
                        className="rounded-lg border border-slate-100 bg-slate-50 p-3"
                        data-testid={`site-link-${link.id}`}
                      >
                        <p className="font-medium break-words">
                          {name(link)}{' '}
                          <span className="text-sm font-normal text-slate-600">
                            ({state(link)} · {t('common.order', { place: i + 1, count: links.length })})
                          </span>
                        </p>
                        <p className="text-sm text-slate-600">
                          EN: {link.labelEn} · TR: <span lang="tr">{link.labelTr}</span>
                        </p>
                        <Address row={link} newTab={t('common.newTab')} />
                        <div className="mt-2">
                          <LinkActions
                            id={link.id}
                            name={name(link)}
                            active={link.active}
                            isFirst={i === 0}
                            isLast={i === links.length - 1}
                            headingId={headingId}
                          />
                        </div>
                        <details className="mt-2">
                          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                            {t('common.editOf', { name: name(link) })}
                          </summary>
                          <div className="mt-3">
                            <LinkForm
                              area={area}
                              kind="link"
                              id={link.id}
                              initial={initialOf(link)}
                              parents={parents}
                            />
                          </div>
                        </details>
                      </li>
                    ))}
                  </ol>
                )}
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    {kind === 'menu'
                      ? t('header.newLink', { menu: name(row) })
                      : t('footer.newLink', { group: name(row) })}
                  </summary>
                  <div className="mt-3">
                    <LinkForm
                      area={area}
                      kind="link"
                      initial={{ parentId: row.id }}
                      testId={`site-link-new-${row.id}`}
                      submitLabel={kind === 'menu' ? t('header.createLink') : t('footer.createLink')}
                      createdMessage={kind === 'menu' ? t('header.linkCreated') : t('footer.linkCreated')}
                    />
                  </div>
                </details>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
