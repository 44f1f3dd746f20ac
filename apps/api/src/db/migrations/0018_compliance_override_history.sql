-- Compliance overrides (spec 01 §4 Compliance, §7 POST override-compliance/; decision 571): the
-- manager's note (verbiage) is kept on each history entry, so the history shows who overrode what,
-- when, and why, and the end-of-campaign reading can restore the record as it was then.
ALTER TABLE compliance_history ADD COLUMN verbiage text;
