import { useId, useState } from 'react';
import { SidebarLink } from './sidebar-link.tsx';
import type { SidebarCampaign, SidebarCampaignGroup, SidebarTab } from './sidebar-types.ts';
import { TeamIcon } from './team-icon.tsx';

export interface SidebarCampaignsProps {
  groups: SidebarCampaignGroup[];
  showFilter: boolean;
  activeCampaignSlug?: string | null;
  campaignTabs?: SidebarTab[];
  campaignPath: (slug: string) => string;
}

/** The campaign list: grouped by team, optionally filtered, with the open campaign's sub-tabs. */
export function SidebarCampaigns({ groups, showFilter, activeCampaignSlug, campaignTabs = [], campaignPath }: SidebarCampaignsProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = showFilter ? filter.trim().toLowerCase() : '';
  const shown = groups
    .map((group) => ({ ...group, campaigns: group.campaigns.filter((c) => c.name.toLowerCase().includes(needle)) }))
    .filter((group) => group.campaigns.length > 0);

  const renderCampaign = (campaign: SidebarCampaign) => (
    <li key={campaign.slug}>
      <SidebarLink
        to={campaignPath(campaign.slug)}
        end={campaign.slug === activeCampaignSlug}
        emphasis={campaign.slug === activeCampaignSlug}
      >
        <span className="truncate">{campaign.name}</span>
      </SidebarLink>
      {campaign.slug === activeCampaignSlug && campaignTabs.length > 0 ? (
        <ul aria-label={`${campaign.name} tabs`} className="ml-4 mt-1 space-y-0.5 border-l border-secondary-500 pl-2">
          {campaignTabs.map((tab) => (
            <li key={tab.key}>
              <SidebarLink to={tab.key ? `${campaignPath(campaign.slug)}/${tab.key}` : campaignPath(campaign.slug)} end className="py-1.5">
                {tab.label}
              </SidebarLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );

  return (
    <section aria-label="Campaigns" className="mt-6">
      <h2 className="px-3 text-xs font-semibold uppercase tracking-wider text-secondary-200">Campaigns</h2>
      {showFilter ? (
        <div className="px-3 pt-2">
          <label htmlFor={filterId} className="sr-only">
            Filter campaigns
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Filter Campaigns"
            className="w-full rounded-md border border-secondary-400 bg-secondary-800 px-2 py-1.5 text-sm text-white placeholder:text-secondary-300 focus:border-primary focus:outline-none"
          />
        </div>
      ) : null}
      {shown.length === 0 && needle ? <p className="px-3 pt-2 text-sm text-secondary-200">No Campaigns Found!</p> : null}
      {shown.map((group) => (
        <div key={group.key} className="mt-3">
          {group.name ? (
            <h3 className="flex items-center gap-2 px-3 py-1 text-sm font-medium text-secondary-100">
              <TeamIcon name={group.name} logo={group.logo} />
              <span className="truncate">{group.name}</span>
            </h3>
          ) : null}
          <ul className={`space-y-0.5 ${group.name ? 'ml-3' : ''}`}>{group.campaigns.map(renderCampaign)}</ul>
        </div>
      ))}
    </section>
  );
}
