import { COMPONENT_TYPE, COMPONENT_TYPES } from '@advocate/auth-and-guards/policies';
import type { ComponentType, DemoCampaign } from './context.ts';

const ALL_TYPES: ComponentType[] = [...COMPONENT_TYPES];

/**
 * The 14 demo campaigns across the three teams and none (so the admin sees the sidebar filter
 * box, shown above 10): upcoming, running, ended and one without an end date.
 */
export const demoCampaigns: readonly DemoCampaign[] = [
  {
    slug: 'nova-energy-summer', name: 'Nova Energy Summer Push', brand: 'Nova Energy', colour: '#f59e0b', team: 'nebula', start: -60, end: 30,
    client: 'Nova Beverages Inc.', website: 'https://nova-energy.example.com', hasConversions: true, autoActiveInvites: true, allowSelfDeactivate: true,
    description: 'Nova Energy is the official drink of late-night ranked grinds. Show the overlay, keep the panel up and tell chat about the summer flavours.',
    types: ALL_TYPES,
    statuses: { streamer_one: 'Active', streamer_two: 'Active', nightowl_gg: 'Active', pixel_paula: 'Active', retro_rick: 'Flagged', lets_play_lena: 'Invited', tactical_tom: 'Declined' },
  },
  {
    slug: 'starlight-headsets-launch', name: 'Starlight Headsets Launch', brand: 'Starlight', colour: '#6366f1', team: 'nebula', start: -20, end: 40,
    client: 'Starlight Audio', website: 'https://starlight-audio.example.com', dailyImpressionCap: 250000,
    description: 'Launch of the Starlight S7 wireless headset. Mention the 40-hour battery and link the launch offer.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.chatBot, COMPONENT_TYPE.suggestedTweet, COMPONENT_TYPE.customLink],
    statuses: { streamer_one: 'Active', streamer_two: 'Pending', nightowl_gg: 'Flagged', pixel_paula: 'Active', retro_rick: 'Active' },
  },
  {
    slug: 'pixel-peripherals-spring', name: 'Pixel Peripherals Spring Sale', brand: 'Pixel Peripherals', colour: '#10b981', team: 'nebula', start: -120, end: -35,
    client: 'Pixel Peripherals Ltd.', website: 'https://pixel-peripherals.example.com',
    description: 'Spring sale on mice, pads and keyboards.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.chatBot, COMPONENT_TYPE.suggestedTweet],
    statuses: { streamer_one: 'Campaign Ended', nightowl_gg: 'Campaign Ended', pixel_paula: 'Campaign Ended', retro_rick: 'Campaign Ended' },
  },
  {
    slug: 'quantum-keyboards-preview', name: 'Quantum Keyboards Preview', brand: 'Quantum Keys', colour: '#0ea5e9', team: 'nebula', start: 10, end: 70,
    client: 'Quantum Keys', website: 'https://quantum-keys.example.com',
    description: 'A preview of the Quantum TKL. Unboxing on stream encouraged.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.suggestedTweet, COMPONENT_TYPE.fullscreenVideo],
    statuses: { streamer_one: 'Invited', streamer_two: 'Pending', nightowl_gg: 'Active' },
  },
  {
    slug: 'orbit-chairs-always-on', name: 'Orbit Chairs Always On', brand: 'Orbit Chairs', colour: '#64748b', team: 'nebula', start: -85, end: null,
    client: 'Orbit Seating', website: 'https://orbit-chairs.example.com', allowSelfDeactivate: true,
    description: 'An always-on partnership: keep the panel up and the !chair command ready.',
    types: [COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.customLink, COMPONENT_TYPE.chatBotCommand],
    statuses: { streamer_one: 'Active', streamer_two: 'Deactivated', retro_rick: 'Active', pixel_paula: 'Active' },
  },
  {
    slug: 'blaze-burgers-gaming-week', name: 'Blaze Burgers Gaming Week', brand: 'Blaze Burgers', colour: '#ef4444', team: 'crimson', start: -50, end: -40,
    client: 'Blaze Restaurants', website: 'https://blaze-burgers.example.com',
    description: 'One week of burger codes for viewers.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.chatBot, COMPONENT_TYPE.suggestedTweet],
    statuses: { speedrun_sam: 'Campaign Ended', fragmaster: 'Campaign Ended', cozy_corner: 'Campaign Ended' },
  },
  {
    slug: 'ember-vpn-creator-program', name: 'Ember VPN Creator Program', brand: 'Ember VPN', colour: '#f97316', team: 'crimson', start: -45, end: 45,
    client: 'Ember Networks', website: 'https://ember-vpn.example.com', hasConversions: true,
    description: 'Ember VPN pays per sign-up. Use your tracked links everywhere.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.chatBot, COMPONENT_TYPE.suggestedTweet, COMPONENT_TYPE.suggestedRetweet, COMPONENT_TYPE.customLink, COMPONENT_TYPE.conversionPopup],
    statuses: { speedrun_sam: 'Active', yt_creator: 'Active', fragmaster: 'Active', cozy_corner: 'Pending' },
  },
  {
    slug: 'forge-gpu-benchmark-bash', name: 'Forge GPU Benchmark Bash', brand: 'Forge GPU', colour: '#84cc16', team: 'crimson', start: -10, end: 20,
    client: 'Forge Graphics', website: 'https://forge-gpu.example.com',
    description: 'Benchmark nights on the Forge X90. Trigger the trailer between matches.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.fullscreenVideo, COMPONENT_TYPE.chatBotCommand, COMPONENT_TYPE.bannerGraphics],
    statuses: { speedrun_sam: 'Active', yt_creator: 'Pending', fragmaster: 'Active' },
  },
  {
    slug: 'inferno-snacks-holiday', name: 'Inferno Snacks Holiday', brand: 'Inferno Snacks', colour: '#b91c1c', team: 'crimson', start: 25, end: 55,
    client: 'Inferno Foods', website: 'https://inferno-snacks.example.com',
    description: 'Holiday bundles of the spiciest chips around.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.suggestedTweet],
    statuses: { speedrun_sam: 'Invited', cozy_corner: 'Invited' },
  },
  {
    slug: 'demo-aurora-cloud-gaming', name: 'Aurora Cloud Gaming (Demo)', brand: 'Aurora Cloud', colour: '#8b5cf6', team: 'demo', start: -80, end: 10,
    client: 'Aurora Streaming', website: 'https://aurora-cloud.example.com', isDemo: true, hasConversions: true, independentLiveGraphics: true,
    description: 'Demo campaign: cloud gaming trials, with every kind of component.',
    types: ALL_TYPES.filter((t) => t !== COMPONENT_TYPE.advocateWidget),
    statuses: { streamer_one: 'Active', yt_creator: 'Active', chill_chloe: 'Active', tactical_tom: 'Active' },
  },
  {
    slug: 'demo-tidal-mouse-giveaway', name: 'Tidal Mouse Giveaway (Demo)', brand: 'Tidal Mouse', colour: '#14b8a6', team: 'demo', start: -90, end: -60,
    client: 'Tidal Gear', website: 'https://tidal-gear.example.com', isDemo: true,
    description: 'Demo campaign: a finished giveaway.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.suggestedTweet],
    statuses: { chill_chloe: 'Campaign Ended', tactical_tom: 'Campaign Ended' },
  },
  {
    slug: 'demo-zenith-coffee-mornings', name: 'Zenith Coffee Mornings (Demo)', brand: 'Zenith Coffee', colour: '#92400e', team: 'demo', start: -30, end: 60,
    client: 'Zenith Roasters', website: 'https://zenith-coffee.example.com', isDemo: true,
    description: 'Demo campaign: morning streams with a watch party.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.chatBot, COMPONENT_TYPE.customLink, COMPONENT_TYPE.watchParty],
    statuses: { chill_chloe: 'Active', tactical_tom: 'Active', streamer_two: 'Invited' },
  },
  {
    slug: 'atlas-travel-pilot', name: 'Atlas Travel Pilot', brand: 'Atlas Travel', colour: '#0284c7', team: null, start: -15, end: 15,
    client: 'Atlas Travel Group', website: 'https://atlas-travel.example.com',
    description: 'A pilot outside any team: travel deals for gaming events.',
    types: [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.customLink],
    statuses: { nightowl_gg: 'Active', cozy_corner: 'Active' },
  },
  {
    slug: 'helix-fitness-test', name: 'Helix Fitness Test', brand: 'Helix Fitness', colour: '#16a34a', team: null, start: 5, end: 35,
    client: 'Helix Health', website: 'https://helix-fitness.example.com',
    description: 'A test of stretch-break reminders between games.',
    types: [COMPONENT_TYPE.suggestedTweet, COMPONENT_TYPE.customLink],
    statuses: { fragmaster: 'Pending' },
  },
];
