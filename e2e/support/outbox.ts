import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { outboxDir } from './e2e-env.ts';

/** The newest message the product wrote to the outbox for `to`, waiting for it to arrive. */
export async function latestMailTo(to: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      const files = safeList(outboxDir())
        .filter((name) => name.includes(to.replace(/[^a-z0-9@._-]/gi, '_')))
        .sort();
      text = files.length ? readFileSync(path.join(outboxDir(), files[files.length - 1]), 'utf8') : '';
      return text;
    })
    .not.toBe('');
  return text;
}

/** The first link in a message that contains `fragment`. */
export function linkIn(text: string, fragment: string): string {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in:\n${text}`);
  return link;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
