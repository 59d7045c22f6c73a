'use client';
/**
 * Logo and cover upload buttons of an entity's editor (startups, organizations): each posts the
 * chosen file to `${basePath}/logo` or `${basePath}/cover` (multipart `file`) and reports the
 * server's answer — saved, or its message in the page language.
 */
import { useLocale } from 'next-intl';
import { uploadFile } from '@/ui/api-call';
import { FileButton } from '@/ui/file-button';

export function ImageUploads({
  basePath,
  labels,
  onResult,
  testId,
}: {
  basePath: string;
  labels: { logo: string; cover: string; saved: string; failed: string };
  onResult: (message: { ok: boolean; text: string }) => void;
  testId?: string;
}) {
  const locale = useLocale();
  return (
    <div
      className="flex flex-wrap gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid={testId}
    >
      {(['logo', 'cover'] as const).map((kind) => (
        <FileButton
          key={kind}
          label={labels[kind]}
          accept="image/*"
          onFile={async (file) => {
            const res = await uploadFile(`${basePath}/${kind}`, file, locale);
            onResult(
              res.ok ? { ok: true, text: labels.saved } : { ok: false, text: res.message ?? labels.failed },
            );
          }}
        />
      ))}
    </div>
  );
}
