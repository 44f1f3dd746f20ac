-- The raw event tables become partitioned by month of `time` (issue 9 "Scale"; decision 623):
-- old months can be detached, archived or dropped whole, vacuum and index upkeep stay per month,
-- and a time-bounded read scans only its months. Each table keeps its columns, defaults, checks,
-- foreign keys and indexes; the primary key becomes (id, time), as a partitioned table's unique
-- keys must hold the partition key (no foreign key points at these tables). Rows go to a DEFAULT
-- partition until their month's partition exists; services/event-partitions.ts creates the months
-- (at start-up, daily, and before the large seed) and moves such rows into them.

-- clicks
ALTER TABLE clicks RENAME TO clicks_unpartitioned;
CREATE TABLE clicks (LIKE clicks_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (time);
CREATE TABLE clicks_p_default PARTITION OF clicks DEFAULT;
INSERT INTO clicks SELECT * FROM clicks_unpartitioned;
ALTER SEQUENCE clicks_id_seq OWNED BY NONE;
DROP TABLE clicks_unpartitioned;
ALTER SEQUENCE clicks_id_seq OWNED BY clicks.id;
ALTER TABLE clicks ADD PRIMARY KEY (id, time);
ALTER TABLE clicks ADD FOREIGN KEY (broadcaster_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE clicks ADD FOREIGN KEY (campaign_id) REFERENCES campaigns (id) ON DELETE CASCADE;
ALTER TABLE clicks ADD FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE SET NULL;
ALTER TABLE clicks ADD FOREIGN KEY (component_type) REFERENCES component_types (slug);
ALTER TABLE clicks ADD FOREIGN KEY (tracking_link_id) REFERENCES tracking_links (id) ON DELETE SET NULL;
CREATE INDEX clicks_campaign_time ON clicks (campaign_id, time);
CREATE INDEX clicks_broadcaster_time ON clicks (broadcaster_id, time);
CREATE INDEX clicks_link_ip_time ON clicks (tracking_link_id, ip_addr, time);
CREATE INDEX clicks_campaign_broadcaster_time ON clicks (campaign_id, broadcaster_id, time);

-- conversions
ALTER TABLE conversions RENAME TO conversions_unpartitioned;
CREATE TABLE conversions (LIKE conversions_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (time);
CREATE TABLE conversions_p_default PARTITION OF conversions DEFAULT;
INSERT INTO conversions SELECT * FROM conversions_unpartitioned;
ALTER SEQUENCE conversions_id_seq OWNED BY NONE;
DROP TABLE conversions_unpartitioned;
ALTER SEQUENCE conversions_id_seq OWNED BY conversions.id;
ALTER TABLE conversions ADD PRIMARY KEY (id, time);
ALTER TABLE conversions ADD FOREIGN KEY (tracking_link_id) REFERENCES tracking_links (id) ON DELETE SET NULL;
ALTER TABLE conversions ADD FOREIGN KEY (broadcaster_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE conversions ADD FOREIGN KEY (campaign_id) REFERENCES campaigns (id) ON DELETE CASCADE;
ALTER TABLE conversions ADD FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE SET NULL;
ALTER TABLE conversions ADD FOREIGN KEY (component_type) REFERENCES component_types (slug);
CREATE INDEX conversions_campaign_time ON conversions (campaign_id, time);
CREATE INDEX conversions_broadcaster_time ON conversions (broadcaster_id, time);

-- viewership_samples
ALTER TABLE viewership_samples RENAME TO viewership_samples_unpartitioned;
CREATE TABLE viewership_samples (LIKE viewership_samples_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (time);
CREATE TABLE viewership_samples_p_default PARTITION OF viewership_samples DEFAULT;
INSERT INTO viewership_samples SELECT * FROM viewership_samples_unpartitioned;
ALTER SEQUENCE viewership_samples_id_seq OWNED BY NONE;
DROP TABLE viewership_samples_unpartitioned;
ALTER SEQUENCE viewership_samples_id_seq OWNED BY viewership_samples.id;
ALTER TABLE viewership_samples ADD PRIMARY KEY (id, time);
ALTER TABLE viewership_samples ADD FOREIGN KEY (broadcaster_id) REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX viewership_samples_broadcaster_time ON viewership_samples (broadcaster_id, time);

-- live_graphic_displays
ALTER TABLE live_graphic_displays RENAME TO live_graphic_displays_unpartitioned;
CREATE TABLE live_graphic_displays (LIKE live_graphic_displays_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (time);
CREATE TABLE live_graphic_displays_p_default PARTITION OF live_graphic_displays DEFAULT;
INSERT INTO live_graphic_displays SELECT * FROM live_graphic_displays_unpartitioned;
ALTER SEQUENCE live_graphic_displays_id_seq OWNED BY NONE;
DROP TABLE live_graphic_displays_unpartitioned;
ALTER SEQUENCE live_graphic_displays_id_seq OWNED BY live_graphic_displays.id;
ALTER TABLE live_graphic_displays ADD PRIMARY KEY (id, time);
ALTER TABLE live_graphic_displays ADD FOREIGN KEY (broadcaster_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE live_graphic_displays ADD FOREIGN KEY (campaign_id) REFERENCES campaigns (id) ON DELETE CASCADE;
ALTER TABLE live_graphic_displays ADD FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE SET NULL;
ALTER TABLE live_graphic_displays ADD FOREIGN KEY (component_version_id) REFERENCES component_versions (id) ON DELETE SET NULL;
CREATE INDEX live_graphic_displays_campaign_time ON live_graphic_displays (campaign_id, time);
CREATE INDEX live_graphic_displays_broadcaster_component_time ON live_graphic_displays (broadcaster_id, component_id, time);

-- video_plays
ALTER TABLE video_plays RENAME TO video_plays_unpartitioned;
CREATE TABLE video_plays (LIKE video_plays_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (time);
CREATE TABLE video_plays_p_default PARTITION OF video_plays DEFAULT;
INSERT INTO video_plays SELECT * FROM video_plays_unpartitioned;
ALTER SEQUENCE video_plays_id_seq OWNED BY NONE;
DROP TABLE video_plays_unpartitioned;
ALTER SEQUENCE video_plays_id_seq OWNED BY video_plays.id;
ALTER TABLE video_plays ADD PRIMARY KEY (id, time);
ALTER TABLE video_plays ADD FOREIGN KEY (broadcaster_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE video_plays ADD FOREIGN KEY (campaign_id) REFERENCES campaigns (id) ON DELETE CASCADE;
ALTER TABLE video_plays ADD FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE SET NULL;
ALTER TABLE video_plays ADD FOREIGN KEY (triggered_by) REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX video_plays_campaign_time ON video_plays (campaign_id, time);
