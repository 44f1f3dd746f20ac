import { fullPage } from '@advocate/auth-and-guards';
import { LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useLocation } from 'react-router-dom';
import { useStartInstall } from './api/start-install.ts';
import { InstallFailure } from './components/install-failure.tsx';
import { safeRedirect } from './lib/safe-redirect.ts';
import { shopifyTexts } from './lib/shopify-texts.ts';
import { useOnce } from './lib/use-once.ts';

/**
 * /shopify/install (spec 02 §2): passes Shopify's signed query to the API and fully redirects to
 * the shop's authorize address it answers; a failure asks to contact the admins.
 */
export function ShopifyInstallPage() {
  const startInstall = useStartInstall();
  const { search } = useLocation();
  const state = useOnce(async () => {
    const { url } = await startInstall(search);
    const target = safeRedirect(url);
    if (!target) throw new Error('not an http(s) address');
    fullPage.assign(target);
    return target;
  });
  return (
    <>
      <PageTitle page={shopifyTexts.installPage} />
      {state.status === 'failed' ? <InstallFailure /> : <LoadingBar label={shopifyTexts.installing} />}
    </>
  );
}
