-- The listing version is also announced (NOTIFY listing_version, payload: the new version) when the change commits,
-- so a server that owns its database (PGlite) learns of every change without asking for the version each request.
CREATE OR REPLACE FUNCTION "bump_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next bigint;
BEGIN
	UPDATE "listing_version" SET "version" = "version" + 1 RETURNING "version" INTO next;
	PERFORM pg_notify('listing_version', next::text);
	RETURN NULL;
END
$$;
