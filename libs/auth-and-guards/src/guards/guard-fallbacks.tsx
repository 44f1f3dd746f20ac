import { firstErrorText } from '@advocate/api-client';
import type { ApiError } from '@advocate/api-client';
import type { ReactNode } from 'react';

export interface GuardFallbackProps {
  /** Shown while the user loads or a redirect is under way. Default: nothing. */
  fallback?: ReactNode;
  /** Shown when the user cannot be loaded (other than a bad token, which signs out). */
  renderError?: (error: ApiError) => ReactNode;
}

export function defaultRenderError(error: ApiError): ReactNode {
  return (
    <p role="alert" className="p-6 text-red-600">
      {firstErrorText(error)}
    </p>
  );
}
