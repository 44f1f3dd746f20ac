import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appHostFiles } from './app-host-files.ts';

/** `tsx tools/launcher/src/write-app-host-files.ts <dir>`: writes `config.js` and `security-headers.caddy` there (the Dockerfile's web stage). */
const target = process.argv[2];
if (!target) throw new Error('usage: tsx tools/launcher/src/write-app-host-files.ts <directory>');
const { configScript, caddyHeaders } = appHostFiles(process.env);
mkdirSync(target, { recursive: true });
writeFileSync(path.join(target, 'config.js'), configScript);
writeFileSync(path.join(target, 'security-headers.caddy'), caddyHeaders);
console.log(`wrote ${path.join(target, 'config.js')} and ${path.join(target, 'security-headers.caddy')}`);
