/**
 * A fresh OAuth `state`: 16 random bytes as 32 hex characters. The login app's Twitch/YouTube
 * sign-ins and the Discord connect both check it on their callback, against forged callbacks.
 */
export function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
