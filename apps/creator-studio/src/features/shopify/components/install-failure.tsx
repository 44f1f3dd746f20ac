import { shopifyTexts } from '../lib/shopify-texts.ts';

/** Spec 02 §2, §8: the install or confirm failure, asking to contact the admins. */
export function InstallFailure() {
  return (
    <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6">
      <h2 className="text-lg font-semibold text-red-800">{shopifyTexts.failureTitle}</h2>
      <p className="mt-2 text-red-800">{shopifyTexts.failureBody}</p>
    </div>
  );
}
