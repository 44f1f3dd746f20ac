-- Raw clicks keep what their foreign keys kept, checked per batch instead of per row (decision 636).
-- Each of the five keys cost the server a lookup and a row lock for every click stored, about 40 %
-- of what storing a click costs it. Instead, the click insert locks each parent the batch names once
-- (FOR KEY SHARE, as a foreign key does) and refuses the batch with a foreign_key_violation when one
-- is not there (refuse_orphan_clicks), and deleting a parent does what the keys' actions did, by
-- statement, through these triggers. The deletes and updates go by the campaign's index of clicks
-- (the insert checks that a click's component and link belong to its campaign). The triggers read
-- clicks with the deleting statement's snapshot: under REPEATABLE READ or SERIALIZABLE a batch that
-- committed meanwhile would not be seen (a key raised a serialization failure there), so these
-- parents are deleted in READ COMMITTED transactions only, as the API does.

ALTER TABLE clicks DROP CONSTRAINT clicks_broadcaster_id_fkey;
ALTER TABLE clicks DROP CONSTRAINT clicks_campaign_id_fkey;
ALTER TABLE clicks DROP CONSTRAINT clicks_component_id_fkey;
ALTER TABLE clicks DROP CONSTRAINT clicks_component_type_fkey;
ALTER TABLE clicks DROP CONSTRAINT clicks_tracking_link_id_fkey;

-- The click insert's check: `missing` parents counted over the batch; any is an error, as a key's.
CREATE FUNCTION refuse_orphan_clicks(missing bigint) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  IF missing > 0 THEN
    RAISE foreign_key_violation USING MESSAGE = 'a click names a campaign, broadcaster, component, component type or tracked link that is not there';
  END IF;
  RETURN missing;
END $$;

-- A parent's delete reads clicks as of its statement: only where that includes batches committed meanwhile.
CREATE FUNCTION clicks_require_read_committed() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE object_not_in_prerequisite_state USING MESSAGE = 'campaigns, users, components, tracked links and component types are deleted in READ COMMITTED transactions only (decision 636)';
  END IF;
END $$;

-- ON DELETE CASCADE of campaign_id and broadcaster_id.
CREATE FUNCTION clicks_follow_deleted_campaigns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM clicks_require_read_committed();
  DELETE FROM clicks WHERE campaign_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER clicks_follow_deleted_campaigns AFTER DELETE ON campaigns
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION clicks_follow_deleted_campaigns();

CREATE FUNCTION clicks_follow_deleted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM clicks_require_read_committed();
  DELETE FROM clicks WHERE broadcaster_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER clicks_follow_deleted_users AFTER DELETE ON users
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION clicks_follow_deleted_users();

-- ON DELETE SET NULL of component_id and tracking_link_id: both belong to one campaign, whose clicks are indexed.
CREATE FUNCTION clicks_follow_deleted_components() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM clicks_require_read_committed();
  UPDATE clicks SET component_id = NULL
  WHERE campaign_id IN (SELECT campaign_id FROM gone) AND component_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER clicks_follow_deleted_components AFTER DELETE ON components
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION clicks_follow_deleted_components();

CREATE FUNCTION clicks_follow_deleted_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM clicks_require_read_committed();
  UPDATE clicks SET tracking_link_id = NULL
  WHERE campaign_id IN (SELECT campaign_id FROM gone) AND tracking_link_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER clicks_follow_deleted_links AFTER DELETE ON tracking_links
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION clicks_follow_deleted_links();

-- component_type had no action: a type clicks name cannot be deleted, nor its slug changed (it is a
-- text key; the other parents' ids are serial and never change).
CREATE FUNCTION clicks_keep_their_types() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM clicks_require_read_committed();
  -- Slugs no longer there; an update that kept every slug looks at no click.
  IF EXISTS (SELECT 1 FROM (SELECT slug FROM gone EXCEPT SELECT slug FROM component_types) g WHERE EXISTS (SELECT 1 FROM clicks WHERE component_type = g.slug)) THEN
    RAISE foreign_key_violation USING MESSAGE = 'clicks still name this component type';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER clicks_keep_their_types AFTER DELETE ON component_types
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION clicks_keep_their_types();
CREATE TRIGGER clicks_keep_their_type_slugs AFTER UPDATE ON component_types
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION clicks_keep_their_types();
