-- The API's read-through cache (server/src/cache) learns of every change through these triggers:
-- each table notifies channel api_cache with its name after any INSERT/UPDATE/DELETE/TRUNCATE
-- statement, whoever runs it (calls, uploads, the badge job, manager CLI commands, other API
-- instances). Tables with a total_views counter (Set_PageViews adds 1 on every first view of the
-- day) notify '<table>.total_views' when only that counter changed: only cached answers whose
-- statements read the counter are invalidated, not every answer that reads the table.
-- A new table must call api_cache_watch('<table>') in its migration (a server test checks that
-- every table carries the trigger).
CREATE OR REPLACE FUNCTION api_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('api_cache', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION api_cache_notify_views() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'total_views') IS DISTINCT FROM (to_jsonb(NEW) - 'total_views') THEN
    PERFORM pg_notify('api_cache', TG_TABLE_NAME);
  ELSIF OLD.total_views IS DISTINCT FROM NEW.total_views THEN
    PERFORM pg_notify('api_cache', TG_TABLE_NAME || '.total_views');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION api_cache_watch(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  has_views boolean;
BEGIN
  SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = target AND attname = 'total_views' AND NOT attisdropped) INTO has_views;
  EXECUTE format('DROP TRIGGER IF EXISTS api_cache_notify ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS api_cache_notify_update ON %s', target);
  IF has_views THEN
    EXECUTE format('CREATE TRIGGER api_cache_notify AFTER INSERT OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION api_cache_notify()', target);
    EXECUTE format('CREATE TRIGGER api_cache_notify_update AFTER UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION api_cache_notify_views()', target);
  ELSE
    EXECUTE format('CREATE TRIGGER api_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION api_cache_notify()', target);
  END IF;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT c.oid::regclass AS rel FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') LOOP
    PERFORM api_cache_watch(t.rel);
  END LOOP;
END $$;
