-- Password reset requests and manager sign-ups counted per address and per client IP (decision 273).
-- A row is one request; `address` is cleared when the request did not count for its address.
CREATE TABLE limited_requests (
  id bigserial PRIMARY KEY,
  action text NOT NULL,
  address text,
  ip text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX limited_requests_address_at ON limited_requests (action, address, at) WHERE address IS NOT NULL;
CREATE INDEX limited_requests_ip_at ON limited_requests (action, ip, at);
