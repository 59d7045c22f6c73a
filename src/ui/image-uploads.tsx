'use client';
/**
 * Logo and cover upload buttons of an entity's editor (startups, organizations): each opens the
 * image upload dialog (choose, crop 1:1 for the logo and 3:1 for the cover, 5 MB; issue 13 §4,
 * src/ui/dialogs/image-upload-dialog.tsx), posts the cropped file to
 * `/api/v2/{entity}/{id}/logo` or `…/cover` (multipart `file`) and reports the server's answer —
 * saved (to the editor's status line), or its message in the page language (in the dialog, so
 * the call opts out of the client's notice).
 */
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { ImageUploadButton } from '@/ui/dialogs/image-upload-dialog';

function uploadImage(entity: 'startups' | 'organizations', id: number, kind: 'logo' | 'cover', file: File) {
  const init = { params: { path: { id, kind } }, body: { file }, ...multipart };
  return entity === 'startups'
    ? quietApi.POST('/api/v2/startups/{id}/{kind}', init)
    : quietApi.POST('/api/v2/organizations/{id}/{kind}', init);
}

export function ImageUploads({
  entity,
  id,
  labels,
  onResult,
  testId,
}: {
  entity: 'startups' | 'organizations';
  id: number;
  labels: { logo: string; cover: string; saved: string; failed: string };
  onResult: (message: { ok: boolean; text: string }) => void;
  testId?: string;
}) {
  return (
    <div
      className="flex flex-wrap gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid={testId}
    >
      {(['logo', 'cover'] as const).map((kind) => (
        <ImageUploadButton
          key={kind}
          label={labels[kind]}
          kind={kind}
          toastOnSuccess={false}
          upload={async (file) => {
            const { error, response } = await uploadImage(entity, id, kind, file);
            if (response.ok) onResult({ ok: true, text: labels.saved });
            return response.ok ? { ok: true } : { ok: false, message: messageOf(error) ?? labels.failed };
          }}
        />
      ))}
    </div>
  );
}
