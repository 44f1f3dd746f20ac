import type { DevAccount } from './accounts.ts';
import type { Params } from './params.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1f2328; }
  main { max-width: 42rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px;
    box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.35rem; margin-top: 0; }
  h2 { font-size: 1.05rem; margin-top: 1.5rem; }
  h3 { font-size: .95rem; }
  .notice { background: #fff8c5; border: 1px solid #d4a72c; padding: .5rem .75rem; border-radius: 6px; }
  .error { background: #ffebe9; border: 1px solid #cf222e; padding: .5rem .75rem; border-radius: 6px; }
  code { background: #eff1f3; padding: 0 .25rem; border-radius: 4px; word-break: break-all; }
  ul.accounts { list-style: none; padding: 0; }
  ul.accounts li { display: flex; align-items: center; gap: .75rem; margin: .4rem 0; }
  button { font: inherit; padding: .4rem .9rem; border-radius: 6px; border: 1px solid #8c959f; background: #f6f8fa; cursor: pointer; }
  button.account { min-width: 11rem; text-align: left; font-weight: 600; }
  button.primary { background: #1f883d; color: #fff; border-color: #1a7f37; }
  .muted { color: #59636e; font-size: .9rem; }
  input[type=text] { font: inherit; padding: .35rem .5rem; border: 1px solid #8c959f; border-radius: 6px; }
  table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #d1d9e0; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`;
}

function hiddenFields(fields: Params): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export interface AuthorizePageModel {
  /** 'Twitch', 'Google', … */
  providerLabel: string;
  appName: string;
  clientId: string;
  scopes: string[];
  redirectTo: string;
  /** Where the forms post to. */
  action: string;
  /** Request parameters every form repeats, so the choice carries the original request. */
  hidden: Params;
  accounts: DevAccount[];
  error?: string;
  typedLogin?: string;
}

function accountLine(account: DevAccount): string {
  const details = [account.displayName, `id ${account.id}`, account.email];
  if (account.channel) details.push(`channel ${account.channel.id}`);
  const describedBy = `account-${account.login}`;
  // The button's accessible name is exactly the login, so e2e tests can click it by name.
  return `<li><button class="account" type="submit" name="login" value="${escapeHtml(account.login)}"
    aria-describedby="${describedBy}">${escapeHtml(account.login)}</button>
    <span id="${describedBy}" class="muted">${details.map(escapeHtml).join(' · ')}</span></li>`;
}

export function authorizePage(model: AuthorizePageModel): string {
  const title = `${model.providerLabel} (local stand-in) — Authorize ${model.appName}`;
  const hidden = hiddenFields(model.hidden);
  const scopes = model.scopes.length
    ? `<ul>${model.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>`
    : '<p class="muted">No scopes requested.</p>';
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="notice">This is a local stand-in for ${escapeHtml(model.providerLabel)}, for development and tests. No real account is used.</p>
<p><strong>${escapeHtml(model.appName)}</strong> (client id <code>${escapeHtml(model.clientId)}</code>) asks for these permissions:</p>
${scopes}
<p class="muted">After you choose, you go back to <code>${escapeHtml(model.redirectTo)}</code>.</p>
${error}
<h2>Sign in as</h2>
<form method="post" action="${escapeHtml(model.action)}">
${hidden}
<ul class="accounts">
${model.accounts.map(accountLine).join('\n')}
</ul>
</form>
<h2>Or another account</h2>
<form method="post" action="${escapeHtml(model.action)}">
${hidden}
<p><label for="typed-login">Login</label>
<input id="typed-login" type="text" name="login" value="${escapeHtml(model.typedLogin ?? '')}" autocomplete="off"
  aria-describedby="typed-login-hint" required>
<button class="primary" type="submit">Authorize</button></p>
<p id="typed-login-hint" class="muted">2 to 25 letters, digits or underscores. A new account gets an id derived from the login.</p>
</form>
<form method="post" action="${escapeHtml(model.action)}">
${hidden}
<p><button type="submit" name="cancel" value="1">Cancel</button></p>
</form>`,
  );
}

/** A page for requests the stand-in refuses without redirecting (unknown client, bad redirect). */
export function errorPage(providerLabel: string, message: string): string {
  const title = `${providerLabel} (local stand-in) — Error`;
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);
}

const COLOURS = ['#9146ff', '#ff0000', '#5865f2', '#1d9bf0', '#1f883d', '#bf3989', '#d4a72c', '#0969da'];

/** A round avatar with the account's initials, so profile pictures load without the internet. */
export function avatarSvg(login: string): string {
  const initials =
    login
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || '?';
  let sum = 0;
  for (const c of login) sum += c.charCodeAt(0);
  const colour = COLOURS[sum % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<circle cx="150" cy="150" r="150" fill="${colour}"/>
<text x="150" y="150" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="120" fill="#fff">${escapeHtml(initials)}</text>
</svg>`;
}
