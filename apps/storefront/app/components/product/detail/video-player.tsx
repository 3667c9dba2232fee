import { useId } from 'react';
import { CloseIcon } from '../../ui/icons';
import type { DialogProps } from '../../ui/titled-dialog';

type Props = { dialogProps: DialogProps; isOpen: boolean; onClose: () => void; id: string; name: string };

/** The video's modal <dialog>; the iframe exists only while it is open. */
export function VideoPlayer({ dialogProps, isOpen, onClose, id, name }: Props) {
  const titleId = useId();
  return (
    <dialog {...dialogProps} aria-labelledby={titleId} className="dialog-panel m-auto w-[min(94vw,56rem)]">
      <div className="flex items-center justify-between gap-4 p-3">
        <h2 id={titleId} className="text-base font-bold text-brand-900">
          Vídeo do Produto
        </h2>
        <button type="button" onClick={onClose} className="icon-button text-gray-700" aria-label="Fechar">
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
  );
}
