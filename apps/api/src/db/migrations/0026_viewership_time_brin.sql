-- Who is live now (decision 630): the channels, broadcasters and team pages ask which of their
-- broadcasters have a viewership sample in the last minutes. Samples arrive in time order, so a
-- block-range index on their time finds the last minutes' few pages of the current month's
-- partition without one index descent per broadcaster. Small: a few pages per partition.
CREATE INDEX viewership_samples_time_brin ON viewership_samples USING brin (time);
