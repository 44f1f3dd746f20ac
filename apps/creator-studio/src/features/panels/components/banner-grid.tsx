import { CopyButton } from '@advocate/ui-kit';
import type { PanelBanner } from '../lib/panel-banners.ts';
import { panelsTexts } from '../lib/panels-texts.ts';

/**
 * My Banners (spec 02 §2, §9): each banner with its link in 3 columns of 320 px Twitch panels,
 * 347 px from one column to the next, each row 53 px taller than its images for the link line.
 */
export function BannerGrid({ banners }: { banners: readonly PanelBanner[] }) {
  return (
    <div className="overflow-x-auto">
      <ul className="grid w-max grid-cols-[repeat(3,320px)] gap-x-[27px]" aria-label={panelsTexts.tabs.banners}>
        {banners.map((banner) => (
          <li key={banner.componentId} className="flex flex-col">
            <img
              src={banner.image}
              alt={`${banner.component} banner`}
              className="h-auto w-[320px] rounded border border-gray-200 bg-white"
            />
            <div className="flex min-h-[53px] items-center gap-2 py-2 text-xs">
              {banner.link ? (
                <>
                  <a
                    href={banner.link}
                    target="_blank"
                    rel="noreferrer"
                    className="min-w-0 flex-1 truncate text-primary-700 underline"
                    title={banner.link}
                  >
                    {banner.link}
                  </a>
                  <CopyButton
                    value={banner.link}
                    label={`${panelsTexts.copyLink}: ${banner.component}`}
                    texts={{ copy: panelsTexts.copyLink, copied: 'Copied!' }}
                  />
                </>
              ) : (
                <span className="text-gray-600">{panelsTexts.noLink}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
