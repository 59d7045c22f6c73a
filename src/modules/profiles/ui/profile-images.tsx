'use client';
/**
 * Photo, cover and CV of the profile with the fullness rate (spec §3; uploads of §7 Users v2).
 * Photo and cover go through the image upload dialog (crop 1:1 / 3:1, 5 MB; issue 13 §4); the
 * CV stays a plain file button; it is a private file only its owner downloads here (decision 0025).
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { Avatar } from '@/ui/avatar';
import { FileButton } from '@/ui/file-button';
import { ImageUploadButton } from '@/ui/dialogs/image-upload-dialog';
import type { ProfileEditorProps } from './types';

export function ProfileImages({
  initial,
  onResult,
}: {
  initial: ProfileEditorProps['initial'];
  /** The outcome to show in the profile form ('Uploaded file is not an image', …). */
  onResult: (message: { ok: boolean; text: string }) => void;
}) {
  const t = useTranslations('profile');
  const router = useRouter();
  const send = async (kind: 'photo' | 'cover' | 'cv', file: File) => {
    // The outcome shows in the profile form or the dialog ('Uploaded file is not an image', …): no notice.
    const { error, response } =
      kind === 'cv'
        ? await quietApi.POST('/api/v2/users/me/cv', { body: { file }, ...multipart })
        : await quietApi.POST('/api/v2/users/me/{kind}', {
            params: { path: { kind } },
            body: { file },
            ...multipart,
          });
    if (response.ok) router.refresh();
    return response.ok
      ? { ok: true, text: t('uploaded') }
      : { ok: false, text: messageOf(error) ?? t('saveFailed') };
  };
  const removeCv = async () => {
    const { error, response } = await quietApi.DELETE('/api/v2/users/me/cv');
    if (response.ok) router.refresh();
    onResult(
      response.ok
        ? { ok: true, text: t('cvDeleted') }
        : { ok: false, text: messageOf(error) ?? t('saveFailed') },
    );
  };
  const image = (kind: 'photo' | 'cover') => async (file: File) => {
    const result = await send(kind, file);
    if (result.ok) onResult(result);
    return { ok: result.ok, message: result.ok ? undefined : result.text };
  };
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="profile-images">
      <div
        className="h-32 rounded-t-xl bg-slate-100 bg-cover bg-center"
        style={initial.cover ? { backgroundImage: `url(${initial.cover.pC_Medium})` } : undefined}
      />
      <div className="flex flex-wrap items-end gap-4 px-6 pb-4">
        <Avatar
          src={initial.photo?.pP_256}
          alt={t('photo')}
          size={96}
          className="-mt-12 border-4 border-white"
        />
        <ImageUploadButton
          label={t('changePhoto')}
          kind="photo"
          toastOnSuccess={false}
          upload={image('photo')}
        />
        <ImageUploadButton
          label={t('changeCover')}
          kind="cover"
          toastOnSuccess={false}
          upload={image('cover')}
        />
        <FileButton
          label={initial.cvUrl ? t('replaceCv') : t('uploadCv')}
          accept="application/pdf"
          onFile={(file) => void send('cv', file).then(onResult)}
        />
        {initial.cvUrl && (
          <>
            <a href={initial.cvUrl} target="_blank" rel="noopener" className="text-sm underline">
              {t('viewCv')}
            </a>
            <button type="button" className="min-h-11 text-sm underline" onClick={() => void removeCv()}>
              {t('deleteCv')}
            </button>
          </>
        )}
        <p className="ml-auto text-sm" data-testid="profile-fullness">
          {t('fullness', { percent: initial.fullness })}
        </p>
      </div>
    </section>
  );
}
