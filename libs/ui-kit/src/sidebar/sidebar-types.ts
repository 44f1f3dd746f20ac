/** A top-level sidebar link. Disabled entries show but cannot be followed. */
export interface SidebarEntry {
  key: string;
  label: string;
  path: string;
  disabled?: boolean;
}

export interface SidebarCampaign {
  slug: string;
  name: string;
}

/** Campaigns of one team (brand). A group without a name is listed without a header. */
export interface SidebarCampaignGroup {
  key: string;
  name: string | null;
  logo: string | null;
  campaigns: SidebarCampaign[];
}

/** A campaign sub-tab; key '' is the campaign's base path (Overview). */
export interface SidebarTab {
  key: string;
  label: string;
}
