import { named, ref } from './named-schemas.ts';
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** Spec 01 §3 / 02 §3 Invitation (campaign): slug, name, dates, client, website, description. */
export const campaignInvitationSchema = named('CampaignInvitation', {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'start_date', 'end_date', 'client', 'website', 'description', 'team', 'team_name', 'invited_at'],
  properties: {
    slug: text,
    name: text,
    start_date: time,
    end_date: nullableTime,
    client: text,
    website: text,
    description: text,
    team: { type: ['integer', 'null'] },
    team_name: nullableText,
    invited_at: nullableTime,
  },
} as const);
export const campaignInvitation = ref(campaignInvitationSchema);

/** Spec 01 §3 / 02 §3 Invitation (team): id and name, with the logo the dashboard shows. */
export const teamInvitationSchema = named('TeamInvitation', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'logo', 'invited_at'],
  properties: { id: { type: 'integer' }, name: text, logo: nullableText, invited_at: nullableTime },
} as const);
export const teamInvitation = ref(teamInvitationSchema);
