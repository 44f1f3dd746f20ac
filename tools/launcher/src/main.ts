import { demoSignIns } from '@advocate/seed';
import { startProduct } from './start-product.ts';

/** `npm start`: the whole product with demo data; prints the URLs and the demo sign-ins. */
async function main(): Promise<void> {
  const product = await startProduct(process.env);
  const { urls } = product;
  console.log(`
Advocate is running (Node ${process.versions.node}).

  Sign in            ${urls.login}
  Manager console    ${urls.manager}
  Creator studio     ${urls.creator}
  API                ${urls.api}  (OpenAPI: ${urls.api}schema/)
  Provider stand-ins ${urls.providers ?? 'off (real providers configured)'}

Demo sign-ins (local demo only):
${demoSignIns()
  .map((line) => `  ${line}`)
  .join('\n')}

Press Ctrl+C to stop.`);
  const stop = () => {
    product.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
