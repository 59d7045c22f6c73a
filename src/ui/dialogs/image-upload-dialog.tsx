'use client';
/**
 * ImageUploadDialog — the image upload modal (spec public-and-account §4 "Modals: image
 * upload", §5 "image upload modal 5 MB", §8 'Uploaded file is not an image', 'Uploaded file is
 * too big'): choose a file, place it in the crop frame of its kind, upload the cropped image
 * through the caller's existing upload call.
 *
 * Props:
 * - `open`, `onOpenChange(open)` — controlled state; `title` — e.g. "Upload a logo".
 * - `kind` — `'logo'` and `'photo'` crop 1:1 (512 px, the largest server variant), `'cover'`
 *   crops 3:1 (1500 × 500 px, src/server/images.ts IMAGE_VARIANTS). Logos upload as PNG (keeps
 *   transparency), photos and covers as JPEG.
 * - `upload(file)` — sends the cropped file (multipart `file`), resolves `{ ok, message? }`;
 *   a refusal's `message` (the server's, translated) shows in the dialog, which stays open.
 * - `onUploaded?()` — after a successful upload (the dialog closes itself).
 * - `toastOnSuccess?` — default true: a "Image saved." toast; false when the screen shows its
 *   own status. `trigger?` — an element that opens it. `testId?`.
 *
 * Files over 5 MB or that the browser cannot read as an image are refused before any upload.
 * The cropper (react-easy-crop) loads with the dialog, never in a page's first view. The crop
 * frame is keyboard-operable (focus it, arrow keys move the image) and the zoom is a labelled
 * slider.
 */
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../primitives/dialog';
import { useLazyModule } from '../primitives/lazy';
import { toast } from '../primitives/toast';

export type ImageKind = 'logo' | 'photo' | 'cover';

/** The image modal's limit (spec §5, §9: 5 MB; src/server/images.ts IMAGE_MODAL_LIMIT_BYTES). */
export const IMAGE_DIALOG_LIMIT_BYTES = 5 * 1024 * 1024;

export interface ImageUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  kind: ImageKind;
  upload: (file: File) => Promise<{ ok: boolean; message?: string }>;
  onUploaded?: () => void;
  toastOnSuccess?: boolean;
  trigger?: ReactNode;
  testId?: string;
}

const loadCropper = () => import('./image-crop-panel');

export function ImageUploadDialog({
  open,
  onOpenChange,
  title,
  kind,
  upload,
  onUploaded,
  toastOnSuccess = true,
  trigger,
  testId,
}: ImageUploadDialogProps) {
  const t = useTranslations('ui.image');
  const tNav = useTranslations('nav');
  const { mod } = useLazyModule(loadCropper, { now: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t('hint')}
      trigger={trigger}
      size="lg"
      testId={testId}
    >
      {mod ? (
        <mod.ImageCropPanel
          kind={kind}
          upload={upload}
          onCancel={() => onOpenChange(false)}
          onUploaded={() => {
            if (toastOnSuccess) toast.success(t('saved'));
            onOpenChange(false);
            onUploaded?.();
          }}
        />
      ) : (
        <p className="text-sm text-slate-600">{tNav('loading')}…</p>
      )}
    </Dialog>
  );
}

/**
 * A link-styled button that opens an {@link ImageUploadDialog} (the editors' "Upload a logo",
 * "Change photo"). Props: `label` (button text and dialog title) and the dialog's `kind`,
 * `upload`, `onUploaded`, `toastOnSuccess`, `testId`.
 */
export function ImageUploadButton({
  label,
  ...dialog
}: { label: string } & Omit<ImageUploadDialogProps, 'open' | 'onOpenChange' | 'title' | 'trigger'>) {
  const [open, setOpen] = useState(false);
  return (
    <ImageUploadDialog
      {...dialog}
      open={open}
      onOpenChange={setOpen}
      title={label}
      trigger={
        <button type="button" className="text-sm font-semibold text-brand-700 underline">
          {label}
        </button>
      }
    />
  );
}
