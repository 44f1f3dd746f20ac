-- Compliance audits run as jobs (issue 8; decision 550). Each audit row names the job that runs it;
-- at most one audit per campaign is unfinished at a time, so a double click on 'Trigger Audit'
-- (or a trigger during the daily run) queues one audit. An audit whose job gave up is closed with
-- `failed` so the campaign can be audited again.
ALTER TABLE compliance_audits
  ADD COLUMN job_id bigint REFERENCES jobs (id) ON DELETE SET NULL,
  ADD COLUMN failed boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX compliance_audits_one_pending ON compliance_audits (campaign_id) WHERE finished_at IS NULL;
