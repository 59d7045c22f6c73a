'use client';
/**
 * A report category's images per language (issue 16 §2 "cover and gallery per language"; D §7
 * "cover and gallery photo upload (multipart Id, File, locale id) and delete (Id, Url)"): the
 * cover (a new upload replaces it) and the gallery pages, each removable after a confirmation.
 * Uploads go to `POST …/management/categories/{id}/photos` (multipart), removals to
 * `DELETE …/categories/{id}/photos` with the image's address; the server sniffs the bytes
 * (JPEG, PNG, WebP, GIF, 5 MB) and its refusal shows beside the buttons.
 */
import Image from 'next/image';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { FileButton } from '@/ui/file-button';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';

/** A category with its covers per language and gallery pages (public addresses). */
export interface CategoryImagesProps {
  categoryId: number;
  name: string;
  locales: Array<{ id: number; language: 'en' | 'tr'; coverUrl: string | null }>;
  gallery: Array<{ id: number; language: 'en' | 'tr'; url: string; thumbUrl: string }>;
  galleryMax: number;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** Uploads, replaces and removes a category's cover and gallery pages per language (multipart Id, File, LocaleId). */
export function CategoryImages({ categoryId, name, locales, gallery, galleryMax }: CategoryImagesProps) {
  const t = useTranslations('reportAdmin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ language: string; text: string } | null>(null);

  async function upload(localeId: number, language: string, kind: 'cover' | 'gallery', file: File) {
    setBusy(true);
    setProblem(null);
    const { error, response } = await quietApi.POST('/api/v2/reports/management/categories/{id}/photos', {
      params: { path: { id: categoryId } },
      body: { File: file, LocaleId: localeId, Kind: kind },
      ...multipart,
    });
    setBusy(false);
    if (!response.ok) {
      setProblem({ language, text: messageOf(error) ?? t('images.failed') });
      return;
    }
    toast.success(kind === 'cover' ? t('images.coverSaved') : t('images.pageAdded'));
    router.refresh();
  }

  async function remove(url: string, language: string) {
    const { error, response } = await quietApi.DELETE('/api/v2/reports/management/categories/{id}/photos', {
      params: { path: { id: categoryId } },
      body: { Url: url },
    });
    if (!response.ok) {
      setProblem({ language, text: messageOf(error) ?? t('images.failed') });
      return;
    }
    toast.success(t('images.removed'));
    router.refresh();
  }

  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy={busy}>
      {locales.map((locale) => {
        const languageName = t(`common.language_${locale.language}`);
        const pages = gallery.filter((g) => g.language === locale.language);
        return (
          <section
            key={locale.id}
            aria-labelledby={`images-${categoryId}-${locale.language}`}
            className="space-y-3 rounded-lg border border-slate-200 p-3"
          >
            <h4 id={`images-${categoryId}-${locale.language}`} className="font-semibold">
              {t('images.title', { language: languageName })}
            </h4>
            <div className="flex flex-wrap items-start gap-3">
              {locale.coverUrl ? (
                <Image
                  unoptimized
                  src={locale.coverUrl}
                  alt={t('images.coverOf', { name, language: languageName })}
                  width={160}
                  height={90}
                  className="h-[90px] w-[160px] rounded border border-slate-200 object-cover"
                />
              ) : (
                <p className="text-sm text-slate-600">{t('images.noCover')}</p>
              )}
              <div className="flex flex-col gap-2">
                <FileButton
                  label={t(locale.coverUrl ? 'images.replaceCover' : 'images.uploadCover', {
                    language: languageName,
                  })}
                  accept={IMAGE_TYPES}
                  onFile={(file) => void upload(locale.id, locale.language, 'cover', file)}
                />
                {locale.coverUrl && (
                  <RemoveImage
                    label={t('images.removeCover', { language: languageName })}
                    onConfirm={() => remove(locale.coverUrl!, locale.language)}
                  />
                )}
              </div>
            </div>
            <div>
              <p className="text-sm font-medium">
                {t('images.gallery', { count: pages.length, max: galleryMax })}
              </p>
              {pages.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-3">
                  {pages.map((page, i) => (
                    <li key={page.id} className="flex flex-col items-center gap-1">
                      <Image
                        unoptimized
                        src={page.thumbUrl}
                        alt={t('images.pageOf', { number: i + 1, name, language: languageName })}
                        width={80}
                        height={80}
                        className="size-20 rounded border border-slate-200 object-contain"
                      />
                      <RemoveImage
                        label={t('images.removePage', { number: i + 1, language: languageName })}
                        onConfirm={() => remove(page.url, locale.language)}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {pages.length < galleryMax && (
                <div className="mt-2">
                  <FileButton
                    label={t('images.addPage', { language: languageName })}
                    accept={IMAGE_TYPES}
                    onFile={(file) => void upload(locale.id, locale.language, 'gallery', file)}
                  />
                </div>
              )}
            </div>
            <p className="text-xs text-slate-600">{t('images.hint')}</p>
            {problem?.language === locale.language && (
              <p role="alert" className="text-sm text-red-700">
                {problem.text}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function RemoveImage({ label, onConfirm }: { label: string; onConfirm: () => Promise<void> }) {
  const t = useTranslations('reportAdmin');
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('images.removeQuestion')}
      description={label}
      confirmLabel={t('images.remove')}
      onConfirm={onConfirm}
      trigger={
        <button type="button" className="text-xs font-semibold text-red-700 underline" aria-label={label}>
          {t('images.remove')}
        </button>
      }
    />
  );
}
