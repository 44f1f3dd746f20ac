import { serverMessages } from '@advocate/validation/server-messages';
import type { Db } from '../../db/db.ts';
import { forbidden } from '../../errors.ts';
import { claimOnce } from './repositories/conversion-claims-repository.ts';
import { findConversionSecret } from './repositories/conversion-secrets-repository.ts';
import { conversionLink, storeConversion, type ConversionRequest } from './conversion-service.ts';
import { parseSignatureHeader, signConversion, signatureMatches, timestampFresh } from './conversion-signature.ts';

class NotCounted extends Error {}

/**
 * POST conversion/signed/ (decision 662): a shop's server reports a conversion, signed with the
 * campaign's conversion secret over the raw body. A missing or wrong signature, or one under another
 * campaign's secret, is refused (403 'Invalid signature.'); a stale timestamp too (403). A good one
 * adds a verified conversion, once per `order_id` ever, or without one once per signature (a replay
 * within the 5 minutes adds nothing and gets the same answer).
 */
export async function recordSignedConversion(
  db: Db,
  body: ConversionRequest,
  signed: { rawBody: string; header: string | undefined },
  origin: { ip: string; country: string | null },
  now: Date,
): Promise<{ source: string; created: string; verified: true }> {
  const parts = parseSignatureHeader(signed.header);
  if (!parts) throw forbidden(serverMessages.invalidSignature);
  const link = await conversionLink(db, body);
  const secret = await findConversionSecret(db, link.campaign_id);
  if (!secret || !signatureMatches(secret, parts, signed.rawBody)) throw forbidden(serverMessages.invalidSignature);
  if (!timestampFresh(parts, now)) throw forbidden(serverMessages.signatureExpired);
  const orderId = body.order_id?.trim() ?? '';
  try {
    await db.transaction(async (tx) => {
      const claimed = orderId
        ? await claimOnce(tx, link.campaign_id, 'signed-order', orderId, now)
        : await claimOnce(tx, link.campaign_id, 'signature', signConversion(secret, parts.timestamp, signed.rawBody), now);
      if (!claimed) throw new NotCounted();
      await storeConversion(tx, link, origin, now, true);
    });
  } catch (error) {
    if (!(error instanceof NotCounted)) throw error;
  }
  return { source: link.key, created: now.toISOString(), verified: true };
}
