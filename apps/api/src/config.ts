import {
  boolean,
  coerce,
  create,
  defaulted,
  enums,
  integer,
  max,
  min,
  number,
  object,
  optional,
  pattern,
  string,
  StructError,
} from 'superstruct';
import { trustedProxies } from './trusted-proxies.ts';
import { allowedHosts } from './webhook-allowed-hosts.ts';

const port = defaulted(
  coerce(integer(), string(), (v) => Number(v)),
  3000,
);
const text = (fallback: string) => defaulted(string(), fallback);
/** A whole number of at least 1 (durations). */
/** On unless set to false, 0, off or no. */
const onUnlessOff = (fallback: boolean) =>
  defaulted(
    coerce(boolean(), string(), (v) => !['false', '0', 'off', 'no'].includes(v.trim().toLowerCase())),
    fallback,
  );
const count = (fallback: number) =>
  defaulted(
    coerce(min(integer(), 1), string(), (v) => Number(v)),
    fallback,
  );

/**
 * Every setting of the API server, from environment variables, checked at start-up.
 * Defaults make the local run work (embedded database, provider stand-ins on :4500).
 */
const ConfigStruct = object({
  NODE_ENV: defaulted(enums(['development', 'production', 'test']), 'development'),
  HOST: text('127.0.0.1'),
  PORT: port,
  DATABASE_URL: optional(string()),
  /**
   * Statements kept prepared on the PostgreSQL server (decision 633); 'off' behind a pooler in
   * transaction mode that does not carry prepared statements (PgBouncer before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: onUnlessOff(true),
  DATA_DIR: text('./data'),
  SECRET_KEY: text('advocate-local-development-secret-change-me'),
  /** Days a sign-in token lives without use (decision 261). */
  TOKEN_IDLE_DAYS: count(30),
  /** Hours a token of a sign-in that did not choose to stay logged in lives without use (decision 261). */
  TOKEN_SESSION_IDLE_HOURS: count(12),
  /** Minutes after a password sign-in during which its token may generate an API key (decision 260). */
  API_KEY_SIGN_IN_MINUTES: count(15),
  PUBLIC_API_URL: text('http://localhost:3000'),
  LOGIN_URL: text('http://localhost:4200'),
  MANAGER_URL: text('http://localhost:4300'),
  CREATOR_URL: text('http://localhost:4400'),
  SUPPORT_EMAIL: text('support@advocate.example'),
  SMTP_URL: optional(string()),
  MAIL_FROM: text('Advocate <no-reply@advocate.example>'),
  BODY_LIMIT_BYTES: defaulted(
    coerce(number(), string(), (v) => Number(v)),
    1_048_576,
  ),
  /** Proxies whose X-Forwarded-For names the client: a hop count or addresses/CIDRs; none by default (decision 270). */
  TRUSTED_PROXIES: defaulted(trustedProxies, false),
  /** Requests per minute from one IP without credentials, and with a Token or Api-Key header (decision 271). */
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: count(300),
  RATE_LIMIT_SIGNED_IN_PER_MINUTE: count(1200),
  /**
   * This process's click journal under DATA_DIR/click-journal/ (decision 624): every API process
   * writing to one database needs its own name.
   */
  CLICK_JOURNAL_NAME: defaulted(pattern(string(), /^[A-Za-z0-9_-]{1,64}$/), 'api'),
  /**
   * Where a redirect's click is made durable before it is answered (decision 751): `journal`, this
   * process's local journal (decision 624), or `jetstream`, a JetStream stream on NATS_URL shared by
   * every instance and moved into the database by one durable consumer.
   */
  CLICK_LOG: defaulted(enums(['journal', 'jetstream']), 'journal'),
  /** NATS servers (`nats://host:port`, comma list for a cluster); needed by CLICK_LOG=jetstream. */
  NATS_URL: optional(pattern(string(), /^(nats|tls):\/\/[^\s,]+(,(nats|tls):\/\/[^\s,]+)*$/)),
  /** The clicks' stream, created or updated at start; its subjects start with CLICK_LOG_SUBJECT (default: the stream's name). */
  CLICK_LOG_STREAM: defaulted(pattern(string(), /^[A-Za-z0-9_-]{1,64}$/), 'advocate-clicks'),
  CLICK_LOG_SUBJECT: optional(pattern(string(), /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,7}$/)),
  /** Copies JetStream keeps of each click: 1 on one NATS server, 3 in a three-node cluster. */
  CLICK_LOG_REPLICAS: defaulted(
    coerce(max(min(integer(), 1), 5), string(), (v) => Number(v)),
    1,
  ),
  /** The durable consumer every instance shares to move the stream's clicks into the database. */
  CLICK_LOG_CONSUMER: defaulted(pattern(string(), /^[A-Za-z0-9_-]{1,64}$/), 'advocate-click-mover'),
  /** Milliseconds a redirect waits for JetStream to acknowledge its click (retrying meanwhile) before answering 503. */
  CLICK_LOG_PUBLISH_TIMEOUT_MS: count(5000),
  /** Seconds a click pulled by an instance waits for its acknowledgement before any instance gets it again. */
  CLICK_LOG_ACK_WAIT_SECONDS: count(30),
  /**
   * Redis shared by every API instance for the rate limits (decision 740); without it each limit
   * counts where it did before (process memory or the database). REDIS_KEY_PREFIX starts every key.
   */
  REDIS_URL: optional(pattern(string(), /^rediss?:\/\/\S+$/)),
  REDIS_KEY_PREFIX: defaulted(pattern(string(), /^[A-Za-z0-9_:.-]{0,64}$/), 'advocate:'),
  /** Tracked-link clicks (GET /l/{key}) per minute from one IP, counted apart from the limits above (decision 611). */
  RATE_LIMIT_REDIRECTS_PER_MINUTE: count(600),
  /** Invite link reads per minute from one IP (decision 275). */
  INVITE_READS_PER_MINUTE: count(30),
  /** Anonymous conversion calls per minute for one tracked link's key, from every client together (decision 660). */
  CONVERSIONS_PER_KEY_PER_MINUTE: count(30),
  /** Password reset requests per hour: mails to one address, requests from one IP (decision 273). */
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR: count(3),
  RESET_REQUESTS_PER_IP_PER_HOUR: count(10),
  /** Manager sign-ups per hour for one address and from one IP (decision 273). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: count(3),
  REGISTRATIONS_PER_IP_PER_HOUR: count(10),
  /** Background jobs and cron schedules in this process (decision 540); the in-process test app does not start them. */
  JOBS_ENABLED: onUnlessOff(true),
  /** Milliseconds between looks for due jobs and cron ticks. */
  JOBS_POLL_MS: count(1000),
  /** Seconds a job's claim lasts unless renewed (renewed every third of it while it runs). */
  JOBS_LEASE_SECONDS: count(60),
  /** Jobs one process runs at once. */
  JOBS_CONCURRENCY: count(4),
  /** Seconds between viewership polls (issue 8: every minute); each sample stands for this long. */
  VIEWERSHIP_POLL_SECONDS: count(60),
  TWITCH_CLIENT_ID: text('advocate-local'),
  TWITCH_CLIENT_SECRET: text('advocate-local-secret'),
  TWITCH_AUTHORIZE_URL: text('http://localhost:4500/twitch/oauth2/authorize'),
  TWITCH_TOKEN_URL: text('http://localhost:4500/twitch/oauth2/token'),
  TWITCH_API_URL: text('http://localhost:4500/twitch/helix'),
  /** Secret Twitch signs EventSub chat notifications with (10-100 characters; decision 531). */
  TWITCH_EVENTSUB_SECRET: text('advocate-local-eventsub-secret'),
  GOOGLE_CLIENT_ID: text('advocate-local'),
  GOOGLE_CLIENT_SECRET: text('advocate-local-secret'),
  GOOGLE_AUTHORIZE_URL: text('http://localhost:4500/google/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: text('http://localhost:4500/google/token'),
  GOOGLE_USERINFO_URL: text('http://localhost:4500/google/oauth2/v3/userinfo'),
  YOUTUBE_API_URL: text('http://localhost:4500/google/youtube/v3'),
  DISCORD_CLIENT_ID: text('advocate-local'),
  DISCORD_CLIENT_SECRET: text('advocate-local-secret'),
  DISCORD_AUTHORIZE_URL: text('http://localhost:4500/discord/oauth2/authorize'),
  DISCORD_TOKEN_URL: text('http://localhost:4500/discord/api/oauth2/token'),
  DISCORD_API_URL: text('http://localhost:4500/discord/api'),
  TWITTER_CONSUMER_KEY: text('advocate-local'),
  TWITTER_CONSUMER_SECRET: text('advocate-local-secret'),
  TWITTER_API_URL: text('http://localhost:4500/twitter'),
  /** App-only bearer token for the tweet lookup of compliance audits (decision 552). */
  TWITTER_BEARER_TOKEN: text('advocate-local-bearer'),
  /** Where a Twitch channel's panels are read: `{TWITCH_PANELS_URL}/{login}` (decision 551). */
  TWITCH_PANELS_URL: text('http://localhost:4500/twitch/panels'),
  /** Shopify app credentials; the URLs are patterns where `{shop}` is the shop's domain (decision 445). */
  SHOPIFY_API_KEY: text('advocate-local'),
  SHOPIFY_API_SECRET: text('advocate-local-secret'),
  SHOPIFY_AUTHORIZE_URL: text('http://localhost:4500/shopify/admin/oauth/authorize'),
  SHOPIFY_TOKEN_URL: text('http://localhost:4500/shopify/admin/oauth/access_token'),
  /**
   * Hosts (`host` or `host:port`, comma list) webhooks may reach although they are local or private,
   * over http too: the stand-ins and e2e listeners. None by default, in every mode (decision 670).
   */
  WEBHOOK_ALLOWED_HOSTS: defaulted(allowedHosts, []),
  /** Webhook posts per campaign per minute; the rest wait for the next minute, none is dropped (decision 671). */
  WEBHOOK_DELIVERIES_PER_CAMPAIGN_PER_MINUTE: count(120),
  /** Open overlay event streams per broadcaster key (or manager preview) and per client address, in one API process (decision 672). */
  OVERLAY_STREAMS_PER_KEY: count(10),
  OVERLAY_STREAMS_PER_IP: count(40),
  /** Open live-panel event streams per signed-in user and per client address (decision 791). */
  LIVE_PANEL_STREAMS_PER_USER: count(10),
  LIVE_PANEL_STREAMS_PER_IP: count(40),
  /** Seconds between an open live panel's checks that its sign-in and access still hold (decision 791). */
  LIVE_PANEL_RECHECK_SECONDS: count(30),
  /** Tracked-link clicks' country: a CDN header naming it (e.g. cf-ipcountry), else a MaxMind country database file (decision 522). */
  GEO_COUNTRY_HEADER: optional(string()),
  GEOIP_DATABASE_PATH: optional(string()),
  /** Least severe log lines written (decision 735): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: defaulted(enums(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** json: one JSON line each; pretty: readable lines. Unset: pretty outside production when stdout is a terminal, else json. */
  LOG_FORMAT: optional(enums(['json', 'pretty'])),
  /** Bearer token of GET /metrics (decision 737); unset, /metrics answers 404 and no metrics are kept. */
  METRICS_TOKEN: optional(pattern(string(), /^[\x21-\x7e]{16,200}$/)),
  /** Milliseconds one readiness check may take before it counts as failed (decision 736). */
  READY_CHECK_TIMEOUT_MS: count(2000),
  /** Seconds the oldest click not yet moved from the journal to the database may wait before /readyz fails. */
  READY_CLICK_LAG_SECONDS: count(60),
  /** Seconds without a finished job poll (while JOBS_ENABLED) before /readyz fails. */
  READY_JOBS_STALL_SECONDS: count(60),
});

export type Config = ReturnType<typeof loadConfig>;

const providerUrlKeys = [
  'TWITCH_AUTHORIZE_URL',
  'TWITCH_TOKEN_URL',
  'TWITCH_API_URL',
  'GOOGLE_AUTHORIZE_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'YOUTUBE_API_URL',
  'DISCORD_AUTHORIZE_URL',
  'DISCORD_TOKEN_URL',
  'DISCORD_API_URL',
  'TWITTER_API_URL',
  'SHOPIFY_AUTHORIZE_URL',
  'SHOPIFY_TOKEN_URL',
  'TWITCH_PANELS_URL',
] as const;
const secretKeys = [
  'SECRET_KEY',
  'TWITCH_CLIENT_SECRET',
  'TWITCH_EVENTSUB_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'DISCORD_CLIENT_SECRET',
  'TWITTER_CONSUMER_SECRET',
  'TWITTER_BEARER_TOKEN',
  'SHOPIFY_API_SECRET',
] as const;

/**
 * Production never runs on the local defaults: real secrets, and provider endpoints that are not
 * the stand-ins on this machine.
 */
function assertProductionReady(config: Record<(typeof providerUrlKeys)[number] | (typeof secretKeys)[number], string>): void {
  const localSecrets = secretKeys.filter((key) => config[key].startsWith('advocate-local'));
  const standIns = providerUrlKeys.filter((key) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/)/.test(config[key]));
  if (localSecrets.length) throw new Error(`Invalid configuration: set ${localSecrets.join(', ')} in production`);
  if (standIns.length) throw new Error(`Invalid configuration: ${standIns.join(', ')} point at the local stand-ins in production`);
}

/** Reads and checks the configuration; throws a readable error naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const known = Object.fromEntries(
    Object.keys(ConfigStruct.schema).flatMap((key) => (env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]])),
  );
  try {
    const config = create(known, ConfigStruct);
    if (config.CLICK_LOG === 'jetstream' && !config.NATS_URL) throw new Error('Invalid configuration: CLICK_LOG=jetstream needs NATS_URL');
    if (config.NODE_ENV === 'production') assertProductionReady(config);
    return config;
  } catch (error) {
    if (error instanceof StructError) throw new Error(`Invalid configuration: ${error.path.join('.')}: ${error.message}`);
    throw error;
  }
}
