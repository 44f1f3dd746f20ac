import { messages, reportTypeLabels } from '@advocate/validation';
import type { ReportTypeCode } from './lib/report-sections.ts';

/** Texts of the Reports sub-tab: the spec's where it gives them (spec 01 §2, §8), chosen otherwise (decisions 600–604). */
export const reportsTexts = {
  title: 'Reports',
  loading: 'Loading Reports',
  generateNew: 'Generate New Report',
  empty: 'You have not created any reports yet',
  failed: 'failed to generate',
  slow: 'Generation can take a few minutes.',
  // List
  listLabel: 'Generated reports',
  name: 'Name',
  type: 'Type',
  range: 'Range',
  created: 'Created',
  status: 'Report',
  actions: 'Actions',
  allTime: 'All time',
  since: (start: string) => `From ${start}`,
  until: (end: string) => `Until ${end}`,
  generating: 'Generating',
  unavailable: 'Ready (open to managers of all its campaigns)',
  generatingProgress: (percent: number) => `Generating ${percent}%`,
  download: 'Download',
  downloadOf: (name: string) => `Download ${name}`,
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete Report',
  deleteQuestion: (name: string) => `Delete the report "${name}"? Its file is removed too.`,
  deleteFailed: messages.deleteFailed('report'),
  deleted: 'Report Deleted!',
  // Form
  formTitle: 'New Report',
  reportName: 'Report Name',
  reportType: 'File Type',
  startTime: 'Start',
  endTime: 'End',
  rangeNote: 'Leave both empty for the whole campaign.',
  campaigns: 'Campaigns',
  broadcasters: 'Broadcasters',
  allBroadcasters: 'All broadcasters',
  chosenBroadcasters: 'Only these broadcasters',
  filterBroadcasters: 'Filter broadcasters',
  noBroadcasters: 'No broadcasters on this campaign yet',
  sections: 'Sections',
  columns: 'Optional columns',
  limit: 'Row limit',
  filterEmpty: 'Filter empty rows',
  generate: 'Generate',
  cancel: 'Cancel',
  requested: 'Report Requested!',
} as const;

/** Report types (spec 01 §3, §5): P = PDF, C = CSV, X = Excel. */
export const REPORT_TYPE_LABELS: Readonly<Record<ReportTypeCode, string>> = reportTypeLabels;

export const DELETE_REPORT_MODAL = 'reports-delete';
