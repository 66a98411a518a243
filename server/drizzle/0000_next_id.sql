-- 64-bit ordered ids (DESIGN §5): milliseconds since 2025-01-01 in the high 41 bits and a
-- shared sequence in the low 22, so ids sort by creation time and every server process
-- draws from one source without coordination.
CREATE SEQUENCE IF NOT EXISTS global_id_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION next_id() RETURNS bigint
LANGUAGE sql VOLATILE AS $$
  SELECT ((floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1735689600000) << 22)
       | (nextval('global_id_seq') % 4194304);
$$;
