// The click journal mover's thread (decision 637): registers tsx, as the API runs from TypeScript, then starts the mover.
import { register } from 'tsx/esm/api';

register();
await import('./click-mover-worker.ts');
