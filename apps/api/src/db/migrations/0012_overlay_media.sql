-- Overlay reports (issue 8, decisions 510-512): displays, impressions and caps, video plays, test patterns.

-- A display report is refused when it overlaps one already recorded for the same broadcaster and
-- component (decision 511): looked up by broadcaster, component and start.
CREATE INDEX live_graphic_displays_broadcaster_component_time ON live_graphic_displays (broadcaster_id, component_id, time);

-- Impression caps sum a component's impressions of one UTC day and of all days (decision 510).
CREATE INDEX rollup_daily_components_component ON rollup_daily_components (component_id, day);

