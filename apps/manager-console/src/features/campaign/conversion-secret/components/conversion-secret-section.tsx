import { firstErrorText } from '@advocate/api-client';
import { Button, ConfirmModal, CopyButton, LoadingBar, useModalManager, useToast } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { useId, useState } from 'react';
import { useConversionSecret } from '../api/get-conversion-secret.ts';
import { useRotateConversionSecret } from '../api/rotate-conversion-secret.ts';
import { conversionSecretTexts as texts } from '../conversion-secret-texts.ts';

const MASK = '•'.repeat(24);

/**
 * Verified conversions on campaign management (decision 662), beside the webhooks: the campaign's
 * conversion secret, hidden until shown, copied or rotated (rotation asks first: the old secret
 * stops working at once). Editors only, as Management is.
 */
export function ConversionSecretSection({ slug }: { slug: string }) {
  const id = useId();
  const { openModal } = useModalManager();
  const { showToast } = useToast();
  const secret = useConversionSecret(slug);
  const rotate = useRotateConversionSecret(slug).trigger;
  const [shown, setShown] = useState(false);
  const modal = `rotate-conversion-secret-${slug}`;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-secondary">
        {texts.title}
      </h2>
      <p className="text-sm text-gray-600">{texts.intro}</p>
      {secret.error ? (
        <p role="alert" className="text-red-600">
          {firstErrorText(secret.error)}
        </p>
      ) : !secret.data ? (
        <LoadingBar label={texts.loading} />
      ) : (
        <div className="space-y-2">
          <p id={`${id}-label`} className="text-sm font-medium text-secondary">
            {texts.secretLabel}
          </p>
          <code
            aria-labelledby={`${id}-label`}
            data-testid="conversion-secret"
            className="block break-all rounded-md bg-gray-100 p-2 text-sm text-secondary"
          >
            {shown ? secret.data.secret : MASK}
          </code>
          <p className="text-xs text-gray-600">{texts.rotatedAt(new Date(secret.data.rotated).toLocaleString())}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
              {shown ? texts.hide : texts.show}
            </Button>
            <CopyButton value={secret.data.secret} label={texts.copy} texts={{ copy: texts.copy, copied: texts.copied }} />
            <Button variant="ghost" onClick={() => openModal(modal)}>
              {texts.rotate}
            </Button>
          </div>
          <p className="text-sm text-gray-600">{texts.signingNote}</p>
        </div>
      )}
      <ConfirmModal
        name={modal}
        title={texts.rotateTitle}
        message={texts.rotateQuestion}
        confirmLabel={texts.rotate}
        failure={messages.rotateSecretFailed}
        onConfirm={() => rotate()}
        onConfirmed={() => (setShown(true), showToast(texts.rotated))}
      />
    </section>
  );
}
