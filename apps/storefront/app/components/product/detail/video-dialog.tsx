import { useId } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { CloseIcon } from '../../ui/icons';

/** The YouTube id of a watch, short or embed address; null when it is not one. */
function youtubeId(url: string): string | null {
  const m = /(?:youtu\.be\/|v=|embed\/|shorts\/)([\w-]{11})/.exec(url);
  return m?.[1] ?? null;
}

/** B§2.4 explanatory video: a play thumbnail opening a native <dialog>; the iframe exists only while open. */
export function VideoDialog({ url, name }: { url: string; name: string }) {
  const { isOpen, open, close, dialogProps } = useModalDialog();
  const titleId = useId();
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <>
      <button
        type="button"
        onClick={open}
        className="group relative block w-full max-w-sm overflow-hidden rounded-md"
        aria-label={`Assistir ao vídeo: ${name}`}
      >
        <img
          src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          className="h-auto w-full"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-red-700 text-3xl text-white"
        >
          ▶
        </span>
      </button>
      <dialog {...dialogProps} aria-labelledby={titleId} className="dialog-panel m-auto w-[min(94vw,56rem)]">
        <div className="flex items-center justify-between gap-4 p-3">
          <h2 id={titleId} className="text-base font-bold text-brand-900">
            Vídeo do Produto
          </h2>
          <button type="button" onClick={close} className="icon-button text-gray-700" aria-label="Fechar">
            <CloseIcon />
          </button>
        </div>
        {isOpen ? (
          <iframe
            className="aspect-video w-full"
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={`Vídeo: ${name}`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : null}
      </dialog>
    </>
  );
}
