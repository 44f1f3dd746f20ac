import { startDevProviders } from './server.ts';

const port = Number(process.env.DEV_PROVIDERS_PORT ?? 4500);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`DEV_PROVIDERS_PORT must be a port number, got "${process.env.DEV_PROVIDERS_PORT}"`);
  process.exit(1);
}
const host = process.env.DEV_PROVIDERS_HOST || '127.0.0.1';

const running = await startDevProviders({ host, port, logger: process.env.DEV_PROVIDERS_LOG === '1' });
console.log(`Provider stand-ins listening on ${running.url} (Twitch, Google/YouTube, Discord, Twitter)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
