'use client';
/** Photo, cover and CV of the profile with the fullness rate (spec §3; uploads of §7 Users v2). */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { Avatar } from '@/ui/avatar';
import { FileButton } from '@/ui/file-button';
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
  const upload = async (kind: 'photo' | 'cover' | 'cv', file: File) => {
    // The profile form shows the outcome ('Uploaded file is not an image', …): no notice.
    const { error, response } =
      kind === 'cv'
        ? await quietApi.POST('/api/v2/users/me/cv', { body: { file }, ...multipart })
        : await quietApi.POST('/api/v2/users/me/{kind}', {
            params: { path: { kind } },
            body: { file },
            ...multipart,
          });
    onResult(
      response.ok
        ? { ok: true, text: t('uploaded') }
        : { ok: false, text: messageOf(error) ?? t('saveFailed') },
    );
    if (response.ok) router.refresh();
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
        <FileButton label={t('changePhoto')} accept="image/*" onFile={(file) => void upload('photo', file)} />
        <FileButton label={t('changeCover')} accept="image/*" onFile={(file) => void upload('cover', file)} />
        <FileButton
          label={initial.cvUrl ? t('replaceCv') : t('uploadCv')}
          accept="application/pdf"
          onFile={(file) => void upload('cv', file)}
        />
        {initial.cvUrl && (
          <a href={initial.cvUrl} target="_blank" rel="noopener" className="text-sm underline">
            {t('viewCv')}
          </a>
        )}
        <p className="ml-auto text-sm" data-testid="profile-fullness">
          {t('fullness', { percent: initial.fullness })}
        </p>
      </div>
    </section>
  );
}
