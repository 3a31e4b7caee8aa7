-- A counter that moves with every change to what the vacant-homes list is made of. The server keeps counts and pages
-- of the list in memory keyed by it, so reading one row tells whether they are still true. The counter is bumped in
-- the writing transaction itself, so it becomes visible together with the change (never before it).
CREATE TABLE "listing_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "listing_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rental_objects_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_objects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
--> statement-breakpoint
CREATE TRIGGER "rental_object_images_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_object_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
--> statement-breakpoint
CREATE TRIGGER "rental_object_categories_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_object_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
--> statement-breakpoint
CREATE TRIGGER "districts_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
--> statement-breakpoint
CREATE TRIGGER "regions_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
--> statement-breakpoint
CREATE TRIGGER "landlords_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landlords" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
