import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfigScript } from '@advocate/api-client';
import { loadConfig, startPlatform } from '@advocate/api';
import { startDevProviders } from '@advocate/dev-providers';
import { seedDemo, showDemoOnStandIns } from '@advocate/seed';
import { browserConfig, localApiEnv, localPortsFromEnv } from './product-config.ts';
import { serveApp } from './app-server.ts';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningProduct {
  urls: { api: string; login: string; manager: string; creator: string; providers: string | null };
  close(): Promise<void>;
}

/**
 * The whole product on this machine: migrate and seed the database once, then the provider
 * stand-ins, the API and the three built apps, each on its own port.
 */
export async function startProduct(env: Record<string, string | undefined> = process.env, log = console.log): Promise<RunningProduct> {
  const ports = localPortsFromEnv(env);
  const config = loadConfig(localApiEnv(ports, env));
  // Demo accounts and the stand-ins are for local runs only, never production.
  const local = config.NODE_ENV !== 'production';
  const useStandIns = local && env.DEV_PROVIDERS !== 'off';
  const seed = local && env.SEED_DEMO !== 'off';

  const closers: Array<() => Promise<unknown>> = [];
  // The API's one start-up (apps/api/src/platform/start.ts); the demo and the stand-ins come in once the database is migrated.
  const api = await startPlatform(config, {
    log: (line) => log(`database: ${line}`),
    // The API's request log (decision 735): JSON lines, or readable ones on a terminal outside production.
    logOutput: 'stdout',
    mailLog: (line) => log(`mail: ${line}`),
    prepare: async (db) => {
      if (seed && (await seedDemo(db, { now: new Date() }))) log('database: demo data seeded');
      if (useStandIns) {
        const providers = await startDevProviders({ host: '127.0.0.1', port: ports.providers });
        closers.push(() => providers.close());
        // The stand-ins start empty: they get what the database records as done on the providers.
        await showDemoOnStandIns(db, { providersUrl: providers.url, publicApiUrl: config.PUBLIC_API_URL });
      }
    },
  });
  closers.push(() => api.stop());

  const script = appConfigScript(browserConfig(config, { version: env.ADVOCATE_VERSION ?? '0.1.0', cookieDomain: env.COOKIE_DOMAIN }));
  const apps: Array<[string, number]> = [
    ['apps/login/dist', ports.login],
    ['apps/manager-console/dist', ports.manager],
    ['apps/creator-studio/dist', ports.creator],
  ];
  for (const [dist, port] of apps) {
    const server = await serveApp({
      root: path.join(workspaceRoot, dist),
      configScript: script,
      apiUrl: config.PUBLIC_API_URL,
      // Broadcasters who sign in through the stand-ins get their avatars from there.
      imageOrigins: useStandIns ? [`http://${ports.host}:${ports.providers}`] : [],
      host: config.HOST,
      port,
      logError: (message) => log(`error: ${message}`),
    });
    closers.unshift(() => server.close());
  }

  return {
    urls: {
      api: `${config.PUBLIC_API_URL}/api/v1/`,
      login: `${config.LOGIN_URL}/login`,
      manager: config.MANAGER_URL,
      creator: config.CREATOR_URL,
      providers: useStandIns ? `http://${ports.host}:${ports.providers}/` : null,
    },
    async close() {
      for (const close of closers) await close();
    },
  };
}
