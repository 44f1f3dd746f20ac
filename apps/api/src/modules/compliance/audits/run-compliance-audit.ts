import { storeTweetPublicMetrics } from '../../metrics/index.ts';
import { canAuditOrOverride } from '@advocate/metrics-math';
import type { AppContext } from '../../../context/app-context.ts';
import {
  activeCampaignBroadcasterIds,
  auditToRun,
  bannerTargets,
  complianceRecordStates,
  finishAudit,
  markAuditStarted,
  markNotRequired,
  tweetTargets,
  writeAuditResult,
  type RecordWrite,
} from '../repositories/compliance-audits-repository.ts';
import { checkModStatuses } from '../../chatbot/index.ts';
import type { JobHandler } from '../../../platform/jobs/job-types.ts';
import { existingTweets, imageHasher, readPanels, retweetersOf } from './audit-fetch.ts';
import {
  bannerVerdict,
  isCompliantStatus,
  replacesRecord,
  theirTweets,
  tweetIdOf,
  tweetVerdict,
  type Retweeters,
} from './audit-verdicts.ts';

/** The job kind of one campaign's audit; payload `{ audit_id }` (a compliance_audits row). */
export const COMPLIANCE_AUDIT_JOB = 'compliance-audit';

type AuditResult = Omit<RecordWrite, 'replace'>;

/** Banner graphics: each banner an Active broadcaster must carry, against their channel's panels (decision 551). */
async function bannerResults(ctx: AppContext, campaignId: number): Promise<AuditResult[]> {
  const targets = await bannerTargets(ctx.db, campaignId);
  const hash = imageHasher(ctx.config);
  const panelsByLogin = new Map<string, ReturnType<typeof readPanels>>();
  const results: AuditResult[] = [];
  for (const t of targets) {
    const login = t.twitch_login?.toLowerCase() ?? null;
    let panels = login ? panelsByLogin.get(login) : undefined;
    if (!panels) {
      panels = readPanels(ctx.config, login, hash);
      if (login) panelsByLogin.set(login, panels);
    }
    const status = bannerVerdict({ panels: await panels, expectedHash: await hash(t.image), linkKeys: t.link_keys });
    results.push({
      broadcasterId: t.broadcaster_id,
      componentId: t.component_id,
      versionId: t.version_id,
      status,
      compliant: isCompliantStatus(status),
    });
  }
  return results;
}

/**
 * Sponsored tweets and retweets: what was sent must still be on Twitter, and be the broadcaster's
 * (decisions 552, 822).
 */
async function tweetResults(
  ctx: AppContext,
  campaignId: number,
  metrics: Map<string, { like_count: number; retweet_count: number }>,
): Promise<AuditResult[]> {
  const targets = await tweetTargets(ctx.db, campaignId);
  const idsOf = (urls: readonly string[]) => urls.map(tweetIdOf).filter((id): id is string => id !== null);
  const allIds = targets.filter((t) => t.completed).flatMap((t) => idsOf(t.tweet_urls));
  const tweets = allIds.length ? await existingTweets(ctx.config, allIds, metrics) : new Map<string, string | null>();
  // Who retweeted each brand tweet that a broadcaster with a connected account says they retweeted.
  const retweeters = new Map<string, Retweeters | undefined>();
  for (const t of targets) {
    if (!t.completed || t.kind !== 'retweet' || t.twitter_id === null || !tweets) continue;
    for (const id of idsOf(t.tweet_urls)) {
      if (tweets.has(id) && !retweeters.has(id)) retweeters.set(id, await retweetersOf(ctx.config, id));
    }
  }
  return targets.map((t) => {
    const tweetIds = idsOf(t.tweet_urls);
    const { found, notTheirs } = theirTweets({ kind: t.kind, twitterId: t.twitter_id, tweetIds, tweets, retweeters });
    const status = tweetVerdict({ completed: t.completed, manual: t.manual, tweetIds, found, notTheirs });
    return {
      broadcasterId: t.broadcaster_id,
      componentId: t.component_id,
      versionId: t.version_id,
      status,
      compliant: isCompliantStatus(status),
    };
  });
}

/**
 * One campaign's compliance audit (issue 8; decisions 550–553), run as a job. Reads the panels
 * and tweets of every Active broadcaster, then writes every result, its history row and the
 * audit's finish time in ONE transaction with the job's done mark: a rerun after a crash starts
 * over, and an audit already finished is never written twice.
 */
export const runComplianceAudit: JobHandler = async (ctx, payload, job) => {
  const auditId = Number(payload.audit_id);
  if (!Number.isInteger(auditId) || auditId <= 0) throw new Error('compliance-audit: payload.audit_id must be an audit id');
  const audit = await ctx.db.transaction(async (tx) => {
    const found = await auditToRun(tx, auditId);
    if (found && !found.finished_at) await markAuditStarted(tx, auditId, ctx.now());
    return found;
  });
  if (!audit || audit.finished_at) return;
  const campaignId = audit.campaign_id;
  if (!canAuditOrOverride({ start_date: audit.start_date, end_date: audit.end_date }, ctx.now())) {
    // Audits only while the campaign has not ended (spec 01 §4): the final results stay as they are.
    await ctx.db.transaction(async (tx) => {
      await finishAudit(tx, auditId, ctx.now());
      await job.complete(tx);
    });
    return;
  }
  // The chatbot's moderator status in each channel, checked now and stored by the chatbot runtime
  // (chatbot_mod_statuses), which the compliance page reads as each record's mod_status.
  await checkModStatuses(ctx, campaignId);
  const tweetMetrics = new Map<string, { like_count: number; retweet_count: number }>();
  const results = [...(await bannerResults(ctx, campaignId)), ...(await tweetResults(ctx, campaignId, tweetMetrics))];
  await job.setProgress(0.9);
  await ctx.db.transaction(async (tx) => {
    const again = await auditToRun(tx, auditId);
    if (!again || again.finished_at) return;
    const now = ctx.now();
    const states = new Map((await complianceRecordStates(tx, campaignId)).map((s) => [`${s.broadcaster_id}|${s.component_id}`, s]));
    const audited = new Set<string>();
    for (const result of results) {
      const key = `${result.broadcasterId}|${result.componentId}`;
      audited.add(key);
      await writeAuditResult(tx, campaignId, { ...result, replace: replacesRecord(states.get(key), result.status) }, now);
    }
    const active = new Set(await activeCampaignBroadcasterIds(tx, campaignId));
    await markNotRequired(
      tx,
      [...states.values()]
        .filter((s) => s.required && active.has(s.broadcaster_id) && !audited.has(`${s.broadcaster_id}|${s.component_id}`))
        .map((s) => s.id),
    );
    // The Social Media card's favorites and retweets (decision 588).
    await storeTweetPublicMetrics(tx, campaignId, tweetMetrics);
    await finishAudit(tx, auditId, now);
    await job.complete(tx);
  });
};
