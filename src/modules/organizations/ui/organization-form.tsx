'use client';
/**
 * Create or edit an organization (dashboard-and-operations §2 /dashboard/add-organizer/{seoUrl?};
 * §3 Organization fields). Saves with Organizer/Post (pending until an admin approves) or
 * Organizer/Put; the server's messages show beside their fields (react-hook-form, the first
 * one focused; src/ui/row-form.ts), a saved change shows a toast. Phone numbers without + are
 * read as Turkish numbers.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { useCities } from '@/ui/use-cities';
import { FormMessage } from '@/ui/form';
import { ImageUploads } from '@/ui/image-uploads';
import { bodyOf, RowFields, type FieldSpec, type Option, type Row } from '@/ui/row-fields';
import { reportSave, useClearOnChange, useRowForm } from '@/ui/row-form';
import { HookForm } from '@/ui/form-kit';
import { toast } from '@/ui/primitives/toast';
import {
  OrganizationListsEditor,
  useListFields,
  type ListOptions,
  type OrganizationLists,
} from './organization-lists-editor';

/** The id of a saved list row; null for a new one. */
const idOf = (row: Row) => (typeof row.id === 'number' ? row.id : null);

export function OrganizationForm({
  organization,
  options,
  editPathTemplate,
  lists: initialLists,
}: {
  /** The organization being edited (with `id` and `isApproved`), or null to create one. */
  organization: Row | null;
  options: { types: Option[]; countries: Option[] } & ListOptions;
  /** The stored lists (team, networks, startups with names, patents). */
  lists: OrganizationLists;
  /** Edit page path with `__seoUrl__` in place of the seoUrl (opened after creation). */
  editPathTemplate: string;
}) {
  const t = useTranslations('organizer');
  const router = useRouter();
  const listFields = useListFields(options);
  const form = useRowForm<Row>({ ...(organization ?? {}), ...initialLists });
  // Which startups still await their team's confirmation comes from the server (fresh after
  // router.refresh()); chips added since the last save are not marked until saved.
  const claimed = new Set(initialLists.startups.filter((s) => s.pending).map((s) => s.id));
  const [message, setMessage] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  useClearOnChange(form, 'countryId', 'cityId');
  const countryId = form.watch('countryId');
  const cities = useCities(typeof countryId === 'number' ? countryId : undefined);

  const fields: FieldSpec[] = [
    { key: 'typeId', label: t('fields.typeId'), kind: 'select', options: options.types, required: true },
    { key: 'name', label: t('fields.name'), required: true },
    { key: 'tagline', label: t('fields.tagline') },
    { key: 'email', label: t('fields.email') },
    { key: 'phone', label: t('fields.phone'), hint: t('phoneHint') },
    { key: 'countryId', label: t('fields.countryId'), kind: 'select', options: options.countries },
    { key: 'cityId', label: t('fields.cityId'), kind: 'select', options: cities },
    { key: 'address', label: t('fields.address') },
    { key: 'website', label: t('fields.website'), kind: 'url' },
    { key: 'linkedin', label: 'LinkedIn', kind: 'url' },
    { key: 'twitter', label: 'Twitter', kind: 'url' },
    { key: 'facebook', label: 'Facebook', kind: 'url' },
    { key: 'instagram', label: 'Instagram', kind: 'url' },
    { key: 'description', label: t('fields.description'), kind: 'textarea' },
    { key: 'facilities', label: t('fields.facilities'), kind: 'textarea' },
    { key: 'about', label: t('fields.about'), kind: 'rich' },
  ];

  const save = async (row: Row) => {
    setMessage(null);
    const lists = row as unknown as OrganizationLists;
    const body = {
      ...bodyOf(fields, row),
      phoneCountry: 'TR',
      teamMembers: lists.teamMembers.map((r) => ({ id: idOf(r), ...bodyOf(listFields.team, r) })),
      angelInvestorNetworkIds: lists.angelInvestorNetworkIds,
      startupIds: lists.startups.map((s) => s.id),
      patents: lists.patents.map((r) => ({ id: idOf(r), ...bodyOf(listFields.patent, r) })),
    };
    let res: { error?: unknown; response: Response };
    let seoUrl: string | undefined;
    if (organization)
      res = await quietApi.PUT('/apiCommon/Organizer/Put', {
        params: { query: { organizerId: Number(organization.id) } },
        body,
      });
    else {
      const created = await quietApi.POST('/apiCommon/Organizer/Post', { body });
      seoUrl = created.data?.data.seoUrl;
      res = created;
    }
    const ok = res.response.ok;
    setMessage(reportSave(form, res, { saved: t('saved'), failed: t('failed') }, { startupIds: 'startups' }));
    if (ok && !organization && seoUrl) router.push(editPathTemplate.replace('__seoUrl__', seoUrl));
    else if (ok) router.refresh();
  };

  return (
    <HookForm
      form={form}
      onValid={save}
      onInvalid={setMessage}
      testId="organization-form"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {organization && organization.isApproved === false && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="pending-notice">
          {t('pendingNotice')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <RowFields fields={fields} disabled={busy} idPrefix="organization" />
      </div>
      {organization && (
        <ImageUploads
          entity="organizations"
          id={Number(organization.id)}
          labels={{
            logo: t('uploadLogo'),
            cover: t('uploadCover'),
            saved: t('imageSaved'),
            failed: t('failed'),
          }}
          onResult={(m) => {
            if (m.ok) {
              toast.success(m.text);
              router.refresh();
            } else setMessage(m.text);
          }}
          testId="organization-images"
        />
      )}
      <OrganizationListsEditor
        claimed={claimed}
        options={options}
        disabled={busy}
        organizationId={organization ? Number(organization.id) : null}
        onMessage={(m) => (m.ok ? toast.success(m.text) : setMessage(m.text))}
      />
      {message && <FormMessage kind="alert">{message}</FormMessage>}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {busy ? t('working') : organization ? t('save') : t('create')}
      </button>
    </HookForm>
  );
}
