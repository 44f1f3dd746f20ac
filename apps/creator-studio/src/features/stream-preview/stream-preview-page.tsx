import { firstErrorText, useUser } from '@advocate/api-client';
import { Button, EmptyState, LoadingBar, PageTitle, useModalManager } from '@advocate/ui-kit';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useRotations } from './api/get-rotations.ts';
import { StreamPreviewHelpModal } from './components/help-modal.tsx';
import { StreamLayoutEditor } from './components/stream-layout-editor.tsx';
import { useWideScreen } from './components/use-wide-screen.ts';
import { HELP_MODAL, streamPreviewTexts as texts } from './lib/stream-preview-texts.ts';

/**
 * /stream-preview (spec 02 §2 Stream preview, §4 Stream layout, §5): where a broadcaster places
 * their live-graphic rotations on their stream. Desktop only.
 */
export function StreamPreviewPage() {
  const wide = useWideScreen();
  const { openModal } = useModalManager();
  const { data: user, error: userError } = useUser();
  const { data: rotations, error } = useRotations({ enabled: wide });

  let body;
  if (!wide) body = <EmptyState message={texts.desktopOnly} />;
  else if (error || userError)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {firstErrorText(error ?? userError)}
      </p>
    );
  else if (!rotations || !user) body = <LoadingBar label={texts.loading} />;
  else if (rotations.length === 0) body = <EmptyState message={texts.empty} />;
  else {
    body = (
      <DndProvider backend={HTML5Backend}>
        <StreamLayoutEditor user={user} rotations={rotations} />
      </DndProvider>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <PageTitle page={texts.title} />
        {wide ? (
          <Button variant="secondary" onClick={() => openModal(HELP_MODAL)}>
            {texts.help}
          </Button>
        ) : null}
      </div>
      {body}
      <StreamPreviewHelpModal />
    </div>
  );
}
