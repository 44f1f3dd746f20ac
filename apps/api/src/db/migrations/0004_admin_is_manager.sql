-- The admin flag belongs to managers only (spec 00 §6; decision 132): a broadcaster is never an admin.
ALTER TABLE users ADD CONSTRAINT users_admin_is_manager CHECK (NOT is_admin OR user_type = 2);
