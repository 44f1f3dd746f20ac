import type { FromSchema } from 'json-schema-to-ts';
import { named, ref } from '../../../schemas/named-schemas.ts';

const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** One component's entry in a broadcaster's compliance record (spec 01 §3 Compliance record). */
export const complianceEntrySchema = named('ComplianceEntry', {
  type: 'object',
  additionalProperties: false,
  required: ['component_id', 'component_version_id', 'required', 'compliant', 'status', 'verbiage', 'overridden', 'last_updated'],
  properties: {
    component_id: { type: 'integer' },
    component_version_id: { type: ['integer', 'null'] },
    required: { type: 'boolean' },
    compliant: { type: 'boolean' },
    status: {
      type: 'string',
      description: "Compliant, Manually Marked As Compliant, Incorrect Image, Can't Connect, or another (incompliant) status",
    },
    verbiage: { ...nullableString, description: "The manager's note on an override" },
    overridden: { type: 'boolean' },
    last_updated: time,
  },
} as const);
export const complianceEntryAnswer = ref(complianceEntrySchema);

/** A broadcaster's compliance on the campaign with the overall verdict (`complianceOf`). */
export const complianceBroadcasterSchema = named('ComplianceBroadcaster', {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'profile_image', 'campaign_status', 'mod_status', 'verdict', 'compliance'],
  properties: {
    name: { type: 'string', description: 'Username' },
    profile_image: nullableString,
    campaign_status: { type: 'string' },
    mod_status: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['status', 'mod_channel'],
      properties: { status: { type: 'string' }, mod_channel: nullableString },
    },
    verdict: { type: 'string', enum: ['compliant', 'noncompliant'] },
    compliance: { type: 'object', additionalProperties: complianceEntryAnswer, description: 'Keyed by component id' },
  },
} as const);
export const complianceBroadcasterAnswer = ref(complianceBroadcasterSchema);

/** GET compliance/?campaign= (spec 01 §2 Campaign compliance page, §3, §4; decisions 570–572). */
export const complianceSchema = named('Compliance', {
  type: 'object',
  additionalProperties: false,
  required: ['campaign', 'ended', 'as_of', 'last_audit', 'audit_pending', 'chatbot_required', 'summary', 'components', 'broadcasters'],
  properties: {
    campaign: { type: 'string', description: 'Campaign slug' },
    ended: { type: 'boolean', description: 'The campaign has ended: the compliance shown is final, as it stood at the end' },
    as_of: { ...nullableTime, description: 'The end of the campaign when ended, else null (current compliance)' },
    last_audit: { ...nullableTime, description: 'When the last audit finished' },
    audit_pending: { type: 'boolean', description: 'An audit was requested and has not finished' },
    chatbot_required: { type: 'boolean' },
    summary: {
      type: 'object',
      additionalProperties: false,
      required: ['compliant', 'total'],
      properties: { compliant: { type: 'integer' }, total: { type: 'integer' } },
    },
    components: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'type', 'type_name', 'required', 'version_id'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          type: { type: 'string' },
          type_name: { type: 'string' },
          required: { type: 'boolean' },
          version_id: { type: ['integer', 'null'], description: 'The active version' },
        },
      },
    },
    broadcasters: { type: 'array', items: complianceBroadcasterAnswer },
  },
} as const);
export const complianceAnswer = ref(complianceSchema);

/** GET compliance/history/?campaign=&broadcaster= entries, newest first. */
export const complianceHistorySchema = named('ComplianceHistory', {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['time', 'component_id', 'component_name', 'component_type', 'status', 'compliant', 'source', 'verbiage', 'actor'],
    properties: {
      time,
      component_id: { type: 'integer' },
      component_name: { type: 'string' },
      component_type: { type: 'string' },
      status: { type: 'string' },
      compliant: { type: 'boolean' },
      source: { type: 'string', enum: ['audit', 'override'] },
      verbiage: nullableString,
      actor: { ...nullableString, description: 'Who overrode (email); null for audits' },
    },
  },
} as const);
export const complianceHistoryAnswer = ref(complianceHistorySchema);

/** POST override-compliance/ answer (spec 01 §3 'Compliance result after override'). */
export const overrideComplianceSchema = named('OverrideCompliance', {
  type: 'object',
  additionalProperties: false,
  required: ['component_id', 'verbiage', 'audit_time', 'compliance'],
  properties: {
    component_id: { type: 'integer' },
    verbiage: nullableString,
    audit_time: time,
    compliance: { type: 'boolean' },
  },
} as const);
export const overrideComplianceAnswer = ref(overrideComplianceSchema);

export type ComplianceAnswer = FromSchema<typeof complianceAnswer>;
export type ComplianceBroadcasterAnswer = FromSchema<typeof complianceBroadcasterAnswer>;
export type ComplianceEntryAnswer = FromSchema<typeof complianceEntryAnswer>;
export type ComplianceHistoryAnswer = FromSchema<typeof complianceHistoryAnswer>;
export type OverrideComplianceAnswer = FromSchema<typeof overrideComplianceAnswer>;
