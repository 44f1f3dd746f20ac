import { firstErrorText } from '@advocate/api-client';
import { CopyButton, EmptyState, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useCustomLinks } from './api/get-custom-links.ts';
import { linksTexts } from './lib/links-texts.ts';

/** /links (spec 02 §2): the broadcaster's tracked custom links, each tracked address shown as text beside
 * its copy control (decision 702). */
export function LinksPage() {
  const { data, error } = useCustomLinks();
  let body;
  if (error)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {firstErrorText(error)}
      </p>
    );
  else if (!data) body = <LoadingBar label={linksTexts.loading} />;
  else if (data.length === 0) body = <EmptyState message={linksTexts.empty} />;
  else
    body = (
      <>
        <p className="text-sm text-gray-700">{linksTexts.intro}</p>
        <ul className="space-y-4">
          {data.map((link) => (
            <li key={link.key} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`custom-link-${link.key}`}>
              <h2 className="font-semibold text-secondary">{link.component}</h2>
              <p className="text-xs text-gray-600">
                {linksTexts.campaign}: {link.campaign_name}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <p className="min-w-0 flex-1 rounded-md border border-gray-300 bg-secondary-50 px-3 py-2 text-sm text-secondary">
                  <span className="sr-only">{linksTexts.yourLink(link.component)}: </span>
                  <code className="break-all font-mono" data-testid="tracked-address">
                    {link.url}
                  </code>
                </p>
                <CopyButton
                  value={link.url}
                  label={`${linksTexts.copy}: ${link.component}`}
                  texts={{ copy: linksTexts.copy, copied: linksTexts.copied }}
                />
              </div>
              <p className="mt-2 break-all text-xs text-gray-600">
                {linksTexts.leadsTo}: {link.target}
              </p>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <div className="space-y-6">
      <PageTitle page={linksTexts.title} />
      {body}
    </div>
  );
}
