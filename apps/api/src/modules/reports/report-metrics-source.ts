import type { Queryable } from '../../db/db.ts';
import { componentTypeNames } from '../components/index.ts';
import { clickMetrics } from '../metrics/index.ts';
import { broadcasterRows, periodRows } from '../metrics/index.ts';
import type { ReportMetricsSource } from './report-tables.ts';

/** The metrics query layer as the report tables read it (issue 9 "one query layer for both"). */
export function reportMetricsSource(q: Queryable): ReportMetricsSource {
  return {
    clicks: (f) => clickMetrics(q, f),
    broadcasters: (f) => broadcasterRows(q, f),
    periods: (f, unit) => periodRows(q, f, unit),
    typeNames: () => componentTypeNames(q),
  };
}
