import { channelsTexts } from '../channels-texts.ts';

const iconButton = 'rounded-md border border-gray-300 px-2 py-1 text-xs font-medium text-secondary hover:bg-gray-100';

/** The editors' per-card buttons (spec 01 §2): featured campaigns and select groups. */
export function CardActions({ username, onFeatured, onGroups }: { username: string; onFeatured: () => void; onGroups: () => void }) {
  return (
    <>
      <button
        type="button"
        className={iconButton}
        onClick={onFeatured}
        aria-label={channelsTexts.featuredCampaignsOf(username)}
        title={channelsTexts.featuredCampaigns}
      >
        <span aria-hidden="true">★</span>
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={onGroups}
        aria-label={channelsTexts.selectGroupsOf(username)}
        title={channelsTexts.selectGroups}
      >
        <span aria-hidden="true">☰</span>
      </button>
    </>
  );
}
