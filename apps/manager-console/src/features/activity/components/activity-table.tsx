import type { ActivityEntry } from '@advocate/api-client';
import { stackedTable } from '@advocate/ui-kit';
import { actionLabel, activityTexts as t, fieldLabel, kindLabels } from '../activity-texts.ts';

/** When, in the viewer's time zone. */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A stored value as shown: none is a dash, a secret only says it is hidden (decision 802), an instant in local time. */
function valueText(value: string | null): string {
  if (value === null || value === '') return t.noValue;
  if (value === '[secret]') return t.hidden;
  return INSTANT.test(value) ? when(value) : value;
}

function Changes({ entry }: { entry: ActivityEntry }) {
  if (entry.changes.length === 0) return <span className="text-gray-600">{t.noValue}</span>;
  return (
    <ul className="space-y-0.5">
      {entry.changes.map((change) => (
        <li key={change.field} className="break-words">
          {t.changeOf(fieldLabel(change.field), valueText(change.before), valueText(change.after))}
        </li>
      ))}
    </ul>
  );
}

/** The entries of one page, newest first: when, who, what, where and each change before → after. */
export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <table className={`${stackedTable.table} text-left text-sm text-secondary`}>
      <caption className="sr-only">{t.page}</caption>
      <thead className={`${stackedTable.thead} border-b border-gray-200 text-xs uppercase text-gray-600`}>
        <tr>
          {[t.when, t.who, t.what, t.where, t.change].map((column) => (
            <th key={column} scope="col" className="px-3 py-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={stackedTable.tbody}>
        {entries.map((entry) => (
          <tr key={entry.id} className={`${stackedTable.row} align-top`}>
            <td data-label={t.when} className={`${stackedTable.cell} md:whitespace-nowrap md:px-3 md:py-2`}>
              <time dateTime={entry.created}>{when(entry.created)}</time>
            </td>
            <td data-label={t.who} className={`${stackedTable.cell} break-all md:px-3 md:py-2 lg:whitespace-nowrap lg:break-normal`}>
              {entry.actor.email}
            </td>
            <td data-label={t.what} className={`${stackedTable.cell} md:px-3 md:py-2`}>
              <span>
                <span className="font-medium">{kindLabels[entry.kind]}</span> · {actionLabel(entry.action)}
                {entry.subject ? <span className="block text-gray-600">{entry.subject}</span> : null}
              </span>
            </td>
            <td data-label={t.where} className={`${stackedTable.cell} md:px-3 md:py-2`}>
              <span>
                {entry.team?.name ?? (entry.several_teams ? t.severalTeams : entry.campaign ? '' : t.noTeam)}
                {entry.campaign ? <span className="block text-gray-600">{entry.campaign.name}</span> : null}
              </span>
            </td>
            <td data-label={t.change} className={`${stackedTable.cell} md:px-3 md:py-2`}>
              <Changes entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
