import type { Label } from '@advocate/api-client';
import type { DateRange } from '@advocate/metrics-math';
import { Button, CheckboxField, DateRangeSelector } from '@advocate/ui-kit';
import { useId } from 'react';
import { channelsTexts, SORT_LABELS, type SortKey } from '../channels-texts.ts';
import type { Layout } from '../lib/channel-list.ts';

export interface ChannelsToolbarProps {
  layout: Layout;
  onLayout: (layout: Layout) => void;
  /** Null when the campaign has no team: no range selector (all time only). */
  range: DateRange | null;
  onRange: (range: DateRange) => void;
  showInactive: boolean;
  onShowInactive: (value: boolean) => void;
  channelText: string;
  onChannelText: (value: string) => void;
  gameText: string;
  onGameText: (value: string) => void;
  sort: SortKey;
  sortOptions: SortKey[];
  onSort: (sort: SortKey) => void;
  /** Editors only (spec 01 §2 editor actions). */
  groups: {
    labels: readonly Label[];
    managing: boolean;
    selected: number | null;
    onSelect: (id: number | null) => void;
    onManage: () => void;
    onExit: () => void;
    onAdd: () => void;
    onSave: () => void;
    canSave: boolean;
  } | null;
}

function TextFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="w-56 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary placeholder:text-gray-600 focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary"
      />
    </div>
  );
}

/** The channels toolbar (spec 01 §2): layout toggle, range, Show Inactive Channels, two text filters, Sort by, group editing. */
export function ChannelsToolbar(props: ChannelsToolbarProps) {
  const sortId = useId();
  const groupId = useId();
  const g = props.groups;
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-3">
      <div role="group" aria-label="Channels toolbar" className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={channelsTexts.layout} className="inline-flex rounded-md border border-gray-300 p-0.5">
          {(['grid', 'detailed'] as const).map((layout) => (
            <button
              key={layout}
              type="button"
              aria-pressed={props.layout === layout}
              onClick={() => props.onLayout(layout)}
              className={`rounded px-3 py-1 text-sm ${props.layout === layout ? 'bg-primary text-white' : 'text-secondary hover:bg-gray-100'}`}
            >
              {layout === 'grid' ? channelsTexts.grid : channelsTexts.detailed}
            </button>
          ))}
        </div>
        {props.range !== null ? <DateRangeSelector value={props.range} onChange={(value) => props.onRange(value as DateRange)} /> : null}
        <div className="[&>div]:mb-0">
          <CheckboxField label={channelsTexts.showInactive} checked={props.showInactive} onChange={props.onShowInactive} />
        </div>
        <TextFilter label={channelsTexts.filterChannels} value={props.channelText} onChange={props.onChannelText} />
        <TextFilter label={channelsTexts.filterGames} value={props.gameText} onChange={props.onGameText} />
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-secondary">
            {channelsTexts.sortBy}
          </label>
          <select
            id={sortId}
            value={props.sort}
            onChange={(event) => props.onSort(event.target.value as SortKey)}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary"
          >
            {props.sortOptions.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {g ? (
        <div role="group" aria-label={channelsTexts.groups} className="flex flex-wrap items-center gap-2">
          {g.managing ? (
            <>
              <Button variant="secondary" onClick={g.onExit}>
                {channelsTexts.exitGroupSelection}
              </Button>
              <label htmlFor={groupId} className="sr-only">
                {channelsTexts.group}
              </label>
              <select
                id={groupId}
                value={g.selected ?? ''}
                onChange={(event) => g.onSelect(event.target.value ? Number(event.target.value) : null)}
                className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary"
              >
                <option value="">{channelsTexts.chooseGroup}</option>
                {g.labels.map((label) => (
                  <option key={label.id} value={label.id}>
                    {label.name}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <Button variant="secondary" onClick={g.onManage}>
              {channelsTexts.manageGroups}
            </Button>
          )}
          <Button variant="secondary" onClick={g.onAdd}>
            {channelsTexts.addGroup}
          </Button>
          <Button disabled={!g.canSave} onClick={g.onSave}>
            {channelsTexts.saveGroups}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
