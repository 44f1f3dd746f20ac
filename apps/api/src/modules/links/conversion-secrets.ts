import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { recordActivity } from '../activity/index.ts';
import {
  campaignConversionSecret,
  findConversionSecret,
  replaceConversionSecret,
  type ConversionSecretRow,
} from './repositories/conversion-secrets-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { editableCampaign, requireManager } from '../shared/index.ts';

export interface ConversionSecretAnswer {
  campaign: string;
  secret: string;
  rotated: string;
}

/** 256 random bits, hex, prefixed so a leaked one is recognisable (decision 662). */
const newSecret = () => `cvs_${randomBytes(32).toString('hex')}`;

const answer = (campaign: string, row: ConversionSecretRow): ConversionSecretAnswer => ({
  campaign,
  secret: row.secret,
  rotated: new Date(row.rotated_at).toISOString(),
});

/**
 * The campaign's conversion signing secret (decision 662): a credential, so only managers who may
 * edit the campaign read it (others: 403, or 404 when they do not see the campaign). Made on first read.
 */
export async function readConversionSecret(db: Db, user: UserRow, slug: string, now: Date): Promise<ConversionSecretAnswer> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, slug);
  return answer(campaign.slug, await campaignConversionSecret(db, campaign.id, newSecret(), now));
}

/** Replaces the campaign's secret: calls signed with the old one are refused from now on (decision 662). */
export async function rotateConversionSecret(db: Db, user: UserRow, slug: string, now: Date): Promise<ConversionSecretAnswer> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, slug);
  const rotated = await db.transaction(async (tx) => {
    const previous = (await findConversionSecret(tx, campaign.id)) ?? null;
    const row = await replaceConversionSecret(tx, campaign.id, newSecret(), now);
    // That it changed, never what it is (decision 802).
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'webhook',
      action: 'conversion_secret_rotated',
      place: { campaignId: campaign.id },
      subject: campaign.name,
      before: { conversion_secret: previous },
      after: { conversion_secret: row.secret },
      secrets: ['conversion_secret'],
    });
    return row;
  });
  return answer(campaign.slug, rotated);
}
