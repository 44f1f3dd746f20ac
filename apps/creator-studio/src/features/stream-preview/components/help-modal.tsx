import { Button, Modal, useModalManager } from '@advocate/ui-kit';
import { HELP_MODAL, streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';

/** How the stream preview works (spec 02 §2 'A help modal explains usage'). */
export function StreamPreviewHelpModal() {
  const { closeModal } = useModalManager();
  return (
    <Modal name={HELP_MODAL} title={texts.helpTitle} widthClass="max-w-xl">
      <div className="space-y-3 text-sm text-secondary">
        {texts.helpParagraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => closeModal(HELP_MODAL)}>{texts.close}</Button>
      </div>
    </Modal>
  );
}
