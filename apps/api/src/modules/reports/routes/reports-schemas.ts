import { limits } from '@advocate/validation';
import { campaignSlugText, text, usernameText } from '../../../schemas/strings.ts';
import { REPORT_METRIC_IDS, TABLE_SECTION_KEYS } from '../report-sections.ts';

/** Request and answer schemas of reports/ (spec 01 §3 Report, §7 Create reports, Report sections). */

const TIME_MAX_LENGTH = 64;
/** Row limits a table may ask for (decision 602 of the console form: at most 1000). */
export const REPORT_LIMIT_MAX = 1000;

const metricIds = { type: 'array', maxItems: REPORT_METRIC_IDS.length, items: { type: 'string', maxLength: 32 } } as const;

const tableSectionBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    include: { type: 'boolean' },
    columns: { ...metricIds, description: 'Optional columns kept (report metric ids); all when absent' },
    optionalSections: { ...metricIds, description: 'Same as columns' },
    limit: { type: ['integer', 'null'], minimum: 1, maximum: REPORT_LIMIT_MAX },
    filter_empty: { type: 'boolean', description: 'Leave out rows whose figures are all zero' },
    broadcasters: { type: 'array', maxItems: 5000, items: usernameText, description: 'Only these broadcasters (usernames)' },
  },
} as const;

export const sectionsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    header: { type: 'object', additionalProperties: false, properties: { include: { type: 'boolean' } }, description: 'PDF only' },
    campaign_parameters: {
      type: 'object',
      additionalProperties: false,
      properties: { include: { type: 'boolean' }, start: { type: ['string', 'null'], maxLength: TIME_MAX_LENGTH } },
    },
    ...Object.fromEntries(TABLE_SECTION_KEYS.map((key) => [key, tableSectionBody])),
  },
} as const;

export const createReportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type', 'campaigns'],
  properties: {
    // The name's bound is the form rule's (its message); the schema bound only keeps bodies small.
    name: text(limits.reportNameMaxLength * 8),
    type: text(8),
    start_time: {
      type: ['string', 'null'],
      maxLength: TIME_MAX_LENGTH,
      description: 'ISO date-time; may precede today. Default: the campaigns’ start',
    },
    end_time: { type: ['string', 'null'], maxLength: TIME_MAX_LENGTH, description: 'ISO date-time after start_time. Default: now' },
    campaigns: { type: 'array', maxItems: 100, items: campaignSlugText },
    empty_rows: { type: 'boolean', description: 'Keep rows whose figures are all zero (default false)' },
    sections: sectionsBody,
  },
} as const;

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const reportAnswer = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'type',
    'campaigns',
    'created',
    'report_start',
    'report_end',
    'start_time',
    'end_time',
    'empty_rows',
    'sections',
    'report',
    'failed',
    'progress',
    'can_delete',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    type: { type: 'string', enum: ['P', 'C', 'X'], description: 'P = PDF, C = CSV, X = Excel' },
    campaigns: { type: 'array', items: { type: 'string' }, description: 'Campaign slugs' },
    created: { type: 'string', format: 'date-time' },
    report_start: nullableTime,
    report_end: nullableTime,
    start_time: nullableTime,
    end_time: nullableTime,
    empty_rows: { type: 'boolean' },
    sections: { type: 'object', additionalProperties: true, description: 'Every section with its settings' },
    report: {
      type: ['string', 'null'],
      description:
        'Download address (signed, short-lived); null while generating, when failed, or when the caller may not read every campaign',
    },
    failed: { type: 'boolean' },
    progress: { type: ['number', 'null'], minimum: 0, maximum: 1, description: 'Share done while generating' },
    can_delete: { type: 'boolean', description: 'Whether the caller may delete it: its maker, or a manager who may edit campaigns' },
  },
} as const;
