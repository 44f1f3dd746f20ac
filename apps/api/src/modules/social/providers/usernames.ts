import { randomBytes } from 'node:crypto';
import { broadcasterUsername } from '@advocate/validation';
import type { Queryable } from '../../../db/db.ts';
import { usernameInUse } from '../../shared/index.ts';

const MAX_LENGTH = 30;

/**
 * A username from a provider login or channel title: lower-case letters, digits, _ . and -
 * (what Django's username validator accepts, less @ and +), accents folded, at most 30 characters.
 * Always passes the broadcaster username rule of libs/validation (decision 245).
 */
export function usernameBase(login: string): string {
  const slug = login
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[^a-z0-9_.-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .slice(0, MAX_LENGTH)
    .replace(/^[_.-]+|[_.-]+$/g, '');
  return slug && !broadcasterUsername(slug) ? slug : 'broadcaster';
}

/** The base itself when free, else base_2, base_3, … (a random suffix after many clashes). */
export async function uniqueUsername(db: Queryable, base: string): Promise<string> {
  for (let n = 1; n <= 50; n += 1) {
    const suffix = n === 1 ? '' : `_${n}`;
    const candidate = base.slice(0, MAX_LENGTH - suffix.length) + suffix;
    if (!(await usernameInUse(db, candidate))) return candidate;
  }
  return `${base.slice(0, MAX_LENGTH - 9)}_${randomBytes(4).toString('hex')}`;
}
