import { loadConfig } from './config.ts';
import { startPlatform } from './platform/start.ts';

/** Starts the API server from the environment (platform/start.ts): migrate, ready the event partitions, listen, start the jobs. */
export async function startApi(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(env);
  const log = (line: string) => console.log(`api: ${line}`);
  // Requests and background warnings: one JSON line each on stdout, readable lines in development on a terminal (decision 735).
  return startPlatform(config, { log, logOutput: 'stdout' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startApi().then(
    ({ config, stop }) => {
      console.log(`api: listening on http://${config.HOST}:${config.PORT}/api/v1/`);
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(
          signal,
          () =>
            void stop().then(
              () => process.exit(0),
              () => process.exit(1),
            ),
        );
      }
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
