import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { componentTypeSlugs } from '@advocate/validation';
import type { LightMyRequestResponse } from 'fastify';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

/** Test uploads, made here: each starts with its kind's magic bytes (or, for the bad ones, does not). */
export const media = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]),
  webm: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.from('webm'), Buffer.alloc(64, 4)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 5)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  empty: Buffer.alloc(0),
};

export interface FilePart {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** A multipart request as a browser's FormData makes it (text parts and files). */
export async function multipart(fields: Record<string, string | FilePart>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new File([new Uint8Array(value.bytes)], value.name, { type: value.type ?? 'application/octet-stream' }));
  }
  const request = new Request('http://api.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** Sends a multipart POST or PATCH through inject. */
export async function sendMultipart(
  t: TestApp,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string | FilePart>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) } });
}

export interface ComponentScene {
  t: TestApp;
  scene: RoleScene;
  /** Rows in the tables a component write touches, and files in the upload folder. */
  footprint(): Promise<Record<string, number>>;
  /** Creates a component by JSON as the editor (or another token); answers the response. */
  create(body: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  /** A file of the upload store from its URL. */
  storedPath(url: string): string;
}

/** Every file under a folder (none when it does not exist). */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The API on a fresh database with the role scene; campaign A offers all 12 types. */
export async function componentScene(prefix: string): Promise<ComponentScene> {
  const t = await createTestApp({ PUBLIC_API_URL: 'http://api.test' });
  const scene = await createRoleScene(t.db, prefix);
  for (const campaign of [scene.campaignA, scene.campaignB]) {
    for (const type of componentTypeSlugs) {
      await t.db.query('INSERT INTO campaign_component_types (campaign_id, component_type) VALUES ($1, $2)', [campaign.id, type]);
    }
  }
  const count = async (table: string) => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
  return {
    t,
    scene,
    async footprint() {
      const out: Record<string, number> = {};
      for (const table of [
        'components',
        'component_versions',
        'label_components',
        'dctas',
        'widgets',
        'watch_parties',
        'campaign_events',
      ]) {
        out[table] = await count(table);
      }
      out.files = filesUnder(path.join(t.dataDir, 'uploads')).length;
      return out;
    },
    create: (body, token = scene.users.editor.token) =>
      send(t.app, 'POST', '/api/v1/components/', { campaign: scene.campaignA.slug, ...body }, token),
    storedPath: (url) => path.join(t.dataDir, 'uploads', url.replace('http://api.test/uploads/', '')),
  };
}
