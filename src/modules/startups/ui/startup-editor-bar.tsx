'use client';
/** The startup editor's visibility switch (spec §4: off hides the startup at once) and logo/cover upload. */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ImageUploads } from '@/ui/image-uploads';

export function VisibilitySwitch({
  data,
  busy,
  save,
}: {
  data: { id: number; isVisible: boolean; can: { write: boolean } };
  busy: boolean;
  /** Saves the visibility (PATCH /api/v2/startups/{id}/visibility); true when saved. */
  save: (isVisible: boolean) => Promise<boolean>;
}) {
  const t = useTranslations('startupEditor');
  const router = useRouter();
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="visibility"
    >
      <span>{data.isVisible ? t('visibleOn') : t('visibleOff')}</span>
      {data.can.write && (
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            if (await save(!data.isVisible)) router.refresh();
          }}
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold"
        >
          {data.isVisible ? t('hide') : t('show')}
        </button>
      )}
    </div>
  );
}

export function StartupImages({
  startupId,
  onMessage,
}: {
  startupId: number;
  onMessage: (message: { ok: boolean; text: string }) => void;
}) {
  const t = useTranslations('startupEditor');
  return (
    <ImageUploads
      entity="startups"
      id={startupId}
      labels={{ logo: t('uploadLogo'), cover: t('uploadCover'), saved: t('saved'), failed: t('failed') }}
      onResult={onMessage}
      testId="startup-images"
    />
  );
}
