'use client';
/**
 * Table view of the startup list (spec §3 "List view column groups", §9: text cut at 100
 * characters, links at 20, column minimum width 200): TanStack Table with sorting, hiding
 * and moving columns. The table scrolls sideways inside its own region (phones, issue 13 §3).
 */
import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnOrderState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';
import { EditableCell } from '@/ui/editable-cell';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney, formatYear } from '@/lib/format';
import { truncate } from '@/lib/text';
import type { StartupSummary } from '../summaries';
import { formatFundingTotals } from './funding';
import { ScrollRegion } from '@/ui/scroll-region';
import { UntilHydrated } from '@/ui/until-hydrated';

export const TEXT_CUT = 100;
export const LINK_CUT = 20;

const helper = createColumnHelper<StartupSummary>();

/**
 * `editable`: ids of the startups the viewer may edit (or `all` for admins); their tagline and
 * website cells are editable in place (spec §4 editable cell), saved with Company/Put, which
 * checks the scope on the server.
 */
export function StartupTable({
  startups,
  editable = [],
}: {
  startups: StartupSummary[];
  editable?: number[] | 'all';
}) {
  const t = useTranslations('table');
  const locale = useLocale() as 'en' | 'tr';
  const router = useRouter();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>({
    description: false,
    revenueModels: false,
    programs: false,
  });
  const [order, setOrder] = useState<ColumnOrderState>([]);
  const columns = useMemo(() => {
    const canEdit = (id: number) => editable === 'all' || editable.includes(id);
    const saveField = (companyId: number, field: 'tagline' | 'website') => async (value: string) => {
      // The cell shows the refusal under its input: no notice.
      const { error, response } = await quietApi.PUT('/apiCommon/Company/Put', {
        body: { companyId, [field]: value || null },
      });
      if (response.ok) router.refresh();
      return { ok: response.ok, message: fieldErrorsOf(error)[field] ?? messageOf(error) };
    };
    const yesNo = (v: boolean | null) => (v === null ? '' : v ? t('yes') : t('no'));
    const text = (v: string | null) => (v ? truncate(v, TEXT_CUT) : '');
    const list = (v: string[]) => truncate(v.join(', '), TEXT_CUT);
    return [
      helper.group({
        id: 'basic',
        header: t('groups.basic'),
        columns: [
          helper.accessor('name', {
            header: t('name'),
            cell: (c) => (
              <Link
                href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: c.row.original.seoUrl } }}
                className="font-semibold text-brand-700 hover:underline"
              >
                {c.getValue()}
              </Link>
            ),
          }),
          helper.accessor('tagline', {
            header: t('tagline'),
            cell: (c) => {
              const row = c.row.original;
              if (!canEdit(row.id)) return text(c.getValue());
              return (
                <EditableCell
                  value={c.getValue() ?? ''}
                  label={t('editCell.taglineOf', { name: row.name })}
                  onSave={saveField(row.id, 'tagline')}
                >
                  {text(c.getValue())}
                </EditableCell>
              );
            },
          }),
          helper.accessor((r) => r.sectors.join(', '), {
            id: 'sectors',
            header: t('sectors'),
            cell: (c) => list(c.row.original.sectors),
          }),
          helper.accessor('stage', { header: t('stage') }),
          helper.accessor((r) => [r.city, r.country].filter(Boolean).join(', '), {
            id: 'location',
            header: t('location'),
          }),
          helper.accessor('foundationDate', { header: t('founded'), cell: (c) => formatYear(c.getValue()) }),
          helper.accessor('website', {
            header: t('website'),
            cell: (c) => {
              const url = c.getValue();
              const row = c.row.original;
              const link = url ? (
                <a
                  href={url}
                  rel="nofollow noopener noreferrer"
                  target="_blank"
                  className="text-brand-700 hover:underline"
                >
                  {truncate(url.replace(/^https?:\/\/(www\.)?/, ''), LINK_CUT)}
                </a>
              ) : null;
              if (!canEdit(row.id)) return link;
              return (
                <EditableCell
                  type="url"
                  value={url ?? ''}
                  label={t('editCell.websiteOf', { name: row.name })}
                  onSave={saveField(row.id, 'website')}
                >
                  {link}
                </EditableCell>
              );
            },
          }),
        ],
      }),
      helper.group({
        id: 'about',
        header: t('groups.about'),
        columns: [
          helper.accessor('description', { header: t('description'), cell: (c) => text(c.getValue()) }),
          helper.accessor((r) => r.businessModels.join(', '), {
            id: 'businessModels',
            header: t('businessModels'),
          }),
          helper.accessor((r) => r.revenueModels.join(', '), {
            id: 'revenueModels',
            header: t('revenueModels'),
          }),
          helper.accessor((r) => r.technologies.join(', '), {
            id: 'technologies',
            header: t('technologies'),
            cell: (c) => list(c.row.original.technologies),
          }),
          helper.accessor('employeeCount', { header: t('employees') }),
          helper.accessor('incorporated', { header: t('incorporated'), cell: (c) => yesNo(c.getValue()) }),
        ],
      }),
      helper.group({
        id: 'detailed',
        header: t('groups.detailed'),
        columns: [
          helper.accessor('operatingStatus', { header: t('operatingStatus') }),
          helper.accessor((r) => r.programs.join(', '), { id: 'programs', header: t('programs') }),
          helper.accessor('hasPatent', { header: t('patents'), cell: (c) => yesNo(c.getValue()) }),
          helper.accessor('hasGovernmentSupport', {
            header: t('governmentSupport'),
            cell: (c) => yesNo(c.getValue()),
          }),
        ],
      }),
      helper.group({
        id: 'seeking',
        header: t('groups.seeking'),
        columns: [
          helper.accessor('investmentSeekingStatus', { header: t('seekingStatus') }),
          helper.accessor((r) => r.seekingInvestment?.amount ?? null, {
            id: 'seekingAmount',
            header: t('seekingAmount'),
            cell: (c) => {
              const s = c.row.original.seekingInvestment;
              return s ? formatMoney(s.amount, s.currency, locale) : '';
            },
          }),
        ],
      }),
      helper.group({
        id: 'investments',
        header: t('groups.investments'),
        columns: [
          helper.accessor((r) => r.totalFunding.reduce((n, m) => n + m.amount, 0), {
            id: 'totalFunding',
            header: t('totalFunding'),
            cell: (c) => formatFundingTotals(c.row.original.totalFunding, locale),
          }),
          helper.accessor('roundCount', { header: t('rounds') }),
          helper.accessor('lastRoundDate', {
            header: t('lastRound'),
            cell: (c) => formatDate(c.getValue(), locale),
          }),
        ],
      }),
    ];
  }, [t, locale, editable, router]);

  const table = useReactTable({
    data: startups,
    columns,
    state: { sorting, columnVisibility: visibility, columnOrder: order },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    onColumnOrderChange: setOrder,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const move = (id: string, delta: number) => {
    const ids = table.getAllLeafColumns().map((c) => c.id);
    const current = order.length ? [...order] : ids;
    const from = current.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= current.length) return;
    current.splice(to, 0, ...current.splice(from, 1));
    setOrder(current);
  };

  return (
    // Buttons and checkboxes wait for hydration: this table is its own lazily loaded chunk, and
    // a click on an edit icon before it hydrates would be lost.
    <UntilHydrated>
      <div data-testid="startup-table" className="space-y-2">
        <details className="relative inline-block">
          <summary className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium">
            {t('columns')}
          </summary>
          <div className="absolute z-20 mt-1 max-h-80 w-64 overflow-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            {table.getAllLeafColumns().map((column) => (
              <label key={column.id} className="flex items-center gap-2 py-0.5 text-sm">
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {String(column.columnDef.header)}
              </label>
            ))}
          </div>
        </details>
        <ScrollRegion
          label={t('regionLabel')}
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      style={{ minWidth: header.subHeaders.length ? undefined : 200 }}
                      className="border-b border-slate-200 px-3 py-2 align-bottom font-semibold"
                    >
                      {header.isPlaceholder ? null : header.subHeaders.length ? (
                        <span className="text-xs uppercase tracking-wide text-slate-500">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </span>
                      ) : (
                        <div className="flex items-center gap-1">
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            aria-label={t('sortBy', { column: String(header.column.columnDef.header) })}
                            className="hover:text-brand-700"
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            {{ asc: ' ▲', desc: ' ▼' }[header.column.getIsSorted() as string] ?? ''}
                          </button>
                          <span className="ml-auto flex gap-0.5 text-xs text-slate-400">
                            <button
                              type="button"
                              aria-label={t('moveLeft', { column: String(header.column.columnDef.header) })}
                              onClick={() => move(header.column.id, -1)}
                              className="hover:text-slate-700"
                            >
                              ◀
                            </button>
                            <button
                              type="button"
                              aria-label={t('moveRight', { column: String(header.column.columnDef.header) })}
                              onClick={() => move(header.column.id, 1)}
                              className="hover:text-slate-700"
                            >
                              ▶
                            </button>
                          </span>
                        </div>
                      )}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </UntilHydrated>
  );
}
