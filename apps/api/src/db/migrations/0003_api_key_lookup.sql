-- API keys authenticate requests (decision 230): looked up by their hash, one user per key.
CREATE UNIQUE INDEX users_api_key_hash ON users (api_key_hash) WHERE api_key_hash IS NOT NULL;
