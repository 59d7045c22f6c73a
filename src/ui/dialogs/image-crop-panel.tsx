'use client';
/**
 * The body of ./image-upload-dialog.tsx, loaded with the dialog (react-easy-crop): file choice,
 * the 5 MB and is-an-image checks, the crop frame with its zoom slider, and the upload of the
 * cropped image. Screens use ImageUploadDialog / ImageUploadButton, not this file.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { IMAGE_DIALOG_LIMIT_BYTES, type ImageKind } from './image-upload-dialog';

/** Crop frame (width ÷ height) and the largest size the server keeps, per kind (src/server/images.ts). */
const TARGET: Record<ImageKind, { aspect: number; width: number; height: number }> = {
  logo: { aspect: 1, width: 512, height: 512 },
  photo: { aspect: 1, width: 512, height: 512 },
  cover: { aspect: 3, width: 1500, height: 500 },
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = src;
  });
}

/** The `area` (source pixels) of the image at `src`, scaled down to the kind's size, as a file. */
async function cropToFile(src: string, area: Area, kind: ImageKind): Promise<File> {
  const image = await loadImage(src);
  const target = TARGET[kind];
  const scale = Math.min(1, target.width / area.width, target.height / area.height);
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const type = kind === 'logo' ? 'image/png' : 'image/jpeg';
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('no blob');
  return new File([blob], `${kind}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}

export function ImageCropPanel({
  kind,
  upload,
  onUploaded,
  onCancel,
}: {
  kind: ImageKind;
  upload: (file: File) => Promise<{ ok: boolean; message?: string }>;
  onUploaded: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('ui');
  const te = useTranslations('errors.file');
  const hintId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setArea(null);
    if (file.size > IMAGE_DIALOG_LIMIT_BYTES) return setError(te('too_big'));
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      return setError(te('not_image'));
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSrc(url);
  };

  const send = async () => {
    if (!src || !area) return;
    setBusy(true);
    setError(null);
    try {
      const result = await upload(await cropToFile(src, area, kind));
      if (result.ok) return onUploaded();
      setError(result.message ?? t('image.failed'));
    } catch {
      setError(t('image.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <label className="inline-block cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-slate-50">
        {src ? t('image.chooseOther') : t('image.choose')}
        <input
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {src ? (
        <>
          <div
            className={`relative w-full overflow-hidden rounded-lg bg-slate-800 ${kind === 'cover' ? 'h-48' : 'h-64'}`}
          >
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={TARGET[kind].aspect}
              cropShape={kind === 'photo' ? 'round' : 'rect'}
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              classes={{ cropAreaClassName: 'focus-visible:outline-2 focus-visible:outline-brand-500' }}
            />
          </div>
          <p id={hintId} className="text-xs text-slate-600">
            {t('image.cropHint')}
          </p>
          <label className="flex items-center gap-3 text-sm">
            <span className="font-medium">{t('image.zoom')}</span>
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              aria-describedby={hintId}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="grow accent-brand-600"
            />
          </label>
        </>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          onClick={() => void send()}
          disabled={!src || !area || busy}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
        >
          {busy ? t('image.uploading') : t('image.upload')}
        </button>
      </div>
    </div>
  );
}
