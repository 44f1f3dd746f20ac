/** Every text of the broadcaster profile page, with where it comes from (chosen ones: decision 357). */
export const profileTexts = {
  title: 'Profile',
  /** Decision 286 (the manager profile's loading bar). */
  loading: 'Loading Profile',
  /** Spec 02 §2, §8 success message. */
  applicationSubmitted:
    "Your partner application is submitted! We'll let you know when something becomes available through your notification method of choice!",
  application: {
    heading: 'Member Details',
    hide: 'Hide',
    edit: 'Edit',
    fullName: 'Full name',
    dateOfBirth: 'Date of birth',
    dateOfBirthNote: 'YYYY/MM/DD',
    organization: 'Organization (optional)',
    platforms: 'Where do you stream from?',
    contentTypes: 'What kind of content do you stream?',
    submit: 'Submit Application',
  },
  /** Labels of the spec's codes (spec 02 §3, §9): platforms PC, MO, CO; content types CO, EN, ED. */
  platformLabels: { PC: 'PC', MO: 'Mobile', CO: 'Console' },
  contentTypeLabels: { CO: 'Competitive', EN: 'Entertainment', ED: 'Educational' },
  team: { heading: 'Team', none: 'You are not on a team yet.', squad: 'Squad', noSquad: 'No squad' },
  browsersource: {
    heading: 'Browser Source',
    note: 'Add this link as a browser source in your streaming software.',
    label: 'Browser source link',
    regenerate: 'Generate New Link',
    confirmTitle: 'Generate a new browser source link?',
    confirmMessage:
      'The current link stops working at once, and overlays open on it go blank. Replace it in your streaming software with the new link.',
    confirm: 'Generate New Link',
    failure: 'The link could not be replaced. Please try again.',
    done: 'A new link was generated. Update your browser source with it.',
  },
  copy: 'Copy',
  copied: 'Copied!',
  connections: {
    heading: 'Connected Accounts',
    connectedAs: 'Connected as',
    notConnected: 'Not connected',
    twitter: 'Twitter',
    discord: 'Discord',
    youtube: 'YouTube',
    connectTwitter: 'Connect Twitter',
    /** Spec 02 §8, 00 §8. */
    twitterFailed: 'Could not connect to Twitter',
    connectDiscord: 'Connect Discord',
    connectYouTube: 'Connect YouTube',
    reconnect: 'Reconnect',
  },
  notifications: {
    heading: 'Email Preferences & Notifications',
    username: 'Username',
    email: 'Email',
    phone: 'Phone number',
    phoneNote: 'International format, e.g. +12223334444',
    twitter: 'Twitter handle',
    preferred: 'Preferred notification',
    codes: { E: 'Email', S: 'SMS', D: 'Discord' },
    /** Spec 00 §2 terms screen wording for the same settings. */
    sponsorshipOffers: 'Email me about sponsorship offers',
    advocateUpdates: 'Email me about Advocate updates',
    save: 'Save',
    /** Spec 01 §8 success message. */
    saved: 'Update Succeeded!',
  },
  apiKey: {
    heading: 'API Key',
    none: 'You have no API key yet.',
    reveal: 'Reveal',
    hide: 'Hide',
    onlyOnce: 'The full key is shown only right after it is generated.',
    generate: 'Generate New Key',
    generated: 'A new API key was generated. Copy it now: it is shown only this once.',
  },
  legal: { terms: 'Terms of Service', privacy: 'Privacy Policy' },
  /** Issue 30 part 3: the month's statement (decision 838). */
  payments: {
    heading: 'Payments',
    loading: 'Loading Payments',
    month: 'Month',
    monthOption: (name: string, open: boolean) => (open ? `${name} (open)` : name),
    none: 'No payments yet: your first statement opens with your first viewable minutes, clicks or conversions.',
    statementCaption: (month: string) => `Statement lines, ${month}`,
    downloadPdf: 'Download PDF',
    preparingPdf: 'Preparing PDF',
    pdfFile: (key: string) => `advocate-statement-${key}.pdf`,
    chartTitle: 'Totals of the last months',
    chartSeries: 'Total',
    /** Decision 814: counted clicks held in an open traffic flag, paid once a manager dismisses it. */
    heldClicks: (n: number) =>
      `${n.toLocaleString('en-US')} ${n === 1 ? 'click is' : 'clicks are'} under review for unusual traffic and not counted yet.`,
  },
} as const;
