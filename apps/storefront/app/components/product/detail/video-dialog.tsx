import { useCallback } from 'react';
import { useModalDialog } from '../../../hooks/use-modal-dialog';
import { onDemand } from '../../ui/on-demand';

/** The YouTube id of a watch, short or embed address; null when it is not one. */
function youtubeId(url: string): string | null {
  const m = /(?:youtu\.be\/|v=|embed\/|shorts\/)([\w-]{11})/.exec(url);
  return m?.[1] ?? null;
}

/** The player's code loads when the pointer or the focus reaches the thumbnail; the modal opens once it is there. */
const {
  Component: VideoPlayer,
  preload: preloadPlayer,
  reach: preparePlayer,
} = onDemand(() => import('./video-player').then((m) => m.VideoPlayer));

/** B§2.4 explanatory video: a play thumbnail opening a native <dialog>; the iframe exists only while open. */
export function VideoDialog({ url, name }: { url: string; name: string }) {
  const { isOpen, open: show, close, dialogProps } = useModalDialog();
  const open = useCallback(() => {
    void preloadPlayer().then(show);
  }, [show]);
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <>
      <button
        type="button"
        onClick={open}
        onPointerEnter={preparePlayer}
        onFocus={preparePlayer}
        className="video-tile group relative block aspect-[4/3] w-full max-w-sm overflow-hidden rounded-md"
        aria-label={`Assistir ao vídeo: ${name}`}
      >
        <img
          src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          data-fallback=""
          className="absolute inset-0 size-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-red-700 text-3xl text-white"
        >
          ▶
        </span>
        {/* The video's title over the picture; with the tile under it, what shows when the video host's thumbnail
            cannot be reached (issue 39). */}
        <span
          aria-hidden="true"
          data-testid="video-titulo"
          className="absolute inset-x-0 bottom-0 bg-black/70 px-3 py-2 text-left text-sm font-bold text-white"
        >
          Vídeo: {name}
        </span>
      </button>
      <VideoPlayer dialogProps={dialogProps} isOpen={isOpen} onClose={close} id={id} name={name} />
    </>
  );
}
