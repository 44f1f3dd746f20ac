import { appHostUrl } from '@advocate/auth-and-guards';
import { LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useLocation } from 'react-router-dom';
import { useConfirmInstall } from './api/confirm-install.ts';
import { InstallFailure } from './components/install-failure.tsx';
import { shopifyTexts } from './lib/shopify-texts.ts';
import { useOnce } from './lib/use-once.ts';

/**
 * /shopify/confirm (spec 02 §2): finishes the installation with Shopify's signed answer; on success
 * the congratulations and the steps to add a Conversion Popup.
 */
export function ShopifyConfirmPage() {
  const confirmInstall = useConfirmInstall();
  const { search } = useLocation();
  const state = useOnce(() => confirmInstall(search));
  return (
    <>
      <PageTitle page={shopifyTexts.confirmPage} />
      {state.status === 'pending' ? <LoadingBar label={shopifyTexts.finishing} /> : null}
      {state.status === 'failed' ? <InstallFailure /> : null}
      {state.status === 'done' ? (
        <section aria-labelledby="shopify-success" className="mt-6 rounded-lg border border-green-200 bg-white p-6 shadow-sm">
          <h2 id="shopify-success" className="text-lg font-semibold text-secondary">
            {shopifyTexts.successTitle}
          </h2>
          <p className="mt-2 text-gray-700">{shopifyTexts.successIntro(state.value.shop)}</p>
          <ol className="mt-4 list-decimal space-y-1 pl-6 text-gray-700">
            {shopifyTexts.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <a href={`${appHostUrl('manager')}/campaigns`} className="mt-6 inline-block text-primary-700 underline hover:text-primary-800">
            {shopifyTexts.openConsole}
          </a>
        </section>
      ) : null}
    </>
  );
}
