-- Payout statements (issue 30 part 3; decisions 830-836). Money is integer cents (bigint) throughout.

-- A closed month: when it closed (the app's clock) and the fee schedule in cents it was closed with.
CREATE TABLE payout_months (
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2099),
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  closed_at timestamptz NOT NULL,
  per_thousand_viewable_minutes_cents integer NOT NULL CHECK (per_thousand_viewable_minutes_cents >= 0),
  per_click_cents integer NOT NULL CHECK (per_click_cents >= 0),
  per_verified_conversion_cents integer NOT NULL CHECK (per_verified_conversion_cents >= 0),
  PRIMARY KEY (year, month)
);

-- One broadcaster's statement of a closed month. No foreign key to users: a statement outlives its
-- broadcaster (a cascade would be a DELETE, which the trigger below refuses), so it keeps the
-- username as it was. The figures are those the lines were computed from; corrections compare with them.
CREATE TABLE payout_statements (
  id bigserial PRIMARY KEY,
  year integer NOT NULL,
  month integer NOT NULL,
  broadcaster_id integer NOT NULL,
  broadcaster_username text NOT NULL,
  viewable_minutes bigint NOT NULL,
  counted_clicks bigint NOT NULL,
  held_clicks bigint NOT NULL,
  payable_clicks bigint NOT NULL,
  verified_conversions bigint NOT NULL,
  unverified_conversions bigint NOT NULL,
  earnings_cents bigint NOT NULL,
  adjustments_cents bigint NOT NULL,
  total_cents bigint NOT NULL CHECK (total_cents >= 0),
  FOREIGN KEY (year, month) REFERENCES payout_months (year, month),
  UNIQUE (year, month, broadcaster_id),
  CHECK (total_cents = earnings_cents + adjustments_cents)
);
CREATE INDEX payout_statements_broadcaster ON payout_statements (broadcaster_id, year DESC, month DESC);

-- A statement's lines in order. A correction names the month it corrects (refers_*) and how much each
-- paid figure moved (delta_*), so the next correction to that month compares with what is known; a
-- carried line names the month the amount comes from or goes to.
CREATE TABLE payout_statement_lines (
  statement_id bigint NOT NULL REFERENCES payout_statements (id),
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('viewable_minutes', 'clicks', 'conversions', 'correction', 'adjustment', 'carried_forward', 'carried_over')),
  description text NOT NULL,
  quantity bigint,
  rate_cents integer,
  amount_cents bigint NOT NULL,
  reason text,
  refers_year integer,
  refers_month integer,
  delta_viewable_minutes bigint,
  delta_payable_clicks bigint,
  delta_verified_conversions bigint,
  adjustment_id bigint,
  PRIMARY KEY (statement_id, position),
  CHECK ((kind = 'correction') = (delta_payable_clicks IS NOT NULL)),
  CHECK ((kind IN ('correction', 'carried_forward', 'carried_over')) = (refers_year IS NOT NULL)),
  CHECK ((refers_year IS NULL) = (refers_month IS NULL))
);
CREATE INDEX payout_lines_refers ON payout_statement_lines (refers_year, refers_month) WHERE kind = 'correction';

-- A manual adjustment by an admin: pending until a month's closing makes it a line (applied_*).
CREATE TABLE payout_adjustments (
  id bigserial PRIMARY KEY,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0 AND abs(amount_cents) <= 10000000),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_email text NOT NULL,
  applied_year integer,
  applied_month integer,
  CHECK ((applied_year IS NULL) = (applied_month IS NULL)),
  FOREIGN KEY (applied_year, applied_month) REFERENCES payout_months (year, month)
);
CREATE INDEX payout_adjustments_pending ON payout_adjustments (broadcaster_id) WHERE applied_year IS NULL;

-- A closed month never changes (decision 833): no statement updates or removes a month, a
-- statement or a line, whoever runs it.
CREATE FUNCTION payouts_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE insufficient_privilege USING MESSAGE = TG_TABLE_NAME || ' rows are immutable once closed: ' || TG_OP || ' is refused';
END $$;
CREATE TRIGGER payout_months_refuse_changes BEFORE UPDATE OR DELETE ON payout_months
  FOR EACH ROW EXECUTE FUNCTION payouts_are_immutable();
CREATE TRIGGER payout_months_refuse_truncate BEFORE TRUNCATE ON payout_months
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_are_immutable();
CREATE TRIGGER payout_statements_refuse_changes BEFORE UPDATE OR DELETE ON payout_statements
  FOR EACH ROW EXECUTE FUNCTION payouts_are_immutable();
CREATE TRIGGER payout_statements_refuse_truncate BEFORE TRUNCATE ON payout_statements
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_are_immutable();
CREATE TRIGGER payout_lines_refuse_changes BEFORE UPDATE OR DELETE ON payout_statement_lines
  FOR EACH ROW EXECUTE FUNCTION payouts_are_immutable();
CREATE TRIGGER payout_lines_refuse_truncate BEFORE TRUNCATE ON payout_statement_lines
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_are_immutable();

-- An applied adjustment is part of a closed statement: it cannot be deleted or changed.
CREATE FUNCTION payout_adjustment_applied_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.applied_year IS NOT NULL THEN
    RAISE insufficient_privilege USING MESSAGE = 'an applied payout adjustment cannot be changed: ' || TG_OP || ' is refused';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payout_adjustments_applied_final BEFORE UPDATE OR DELETE ON payout_adjustments
  FOR EACH ROW EXECUTE FUNCTION payout_adjustment_applied_is_final();

-- A statement's total is exactly the sum of its lines, checked when the closing transaction commits.
CREATE FUNCTION payout_statement_sums_its_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE lines_sum bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO lines_sum FROM payout_statement_lines WHERE statement_id = NEW.id;
  IF lines_sum <> NEW.total_cents THEN
    RAISE check_violation USING MESSAGE = 'payout statement ' || NEW.id || ' totals ' || NEW.total_cents || ' but its lines sum to ' || lines_sum;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER payout_statement_total_is_lines AFTER INSERT ON payout_statements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION payout_statement_sums_its_lines();
