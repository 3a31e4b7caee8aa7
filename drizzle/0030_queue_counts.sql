CREATE TABLE "application_queue_counts" (
	"rental_object_id" text NOT NULL,
	"queue_month" date NOT NULL,
	"registrations" integer NOT NULL,
	CONSTRAINT "application_queue_counts_rental_object_id_queue_month_pk" PRIMARY KEY("rental_object_id","queue_month")
);
--> statement-breakpoint
ALTER TABLE "application_queue_counts" ADD CONSTRAINT "application_queue_counts_rental_object_id_rental_objects_rental_object_id_fk" FOREIGN KEY ("rental_object_id") REFERENCES "public"."rental_objects"("rental_object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_place_idx" ON "applications" USING btree ("rental_object_id","queue_place") WHERE queue_place is not null;--> statement-breakpoint
-- The active stages (server/domain/application-stages.ts ACTIVE_STAGES; the partial indexes of 0023 name the same).
CREATE FUNCTION application_stage_active(stage text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT stage IN ('INTEREST', 'RANKED', 'NOT_INVITED', 'SHOWING_INVITED', 'SHOWING_DONE', 'CHECK', 'OFFERED', 'ACCEPTED', 'PROPOSED', 'LANDLORD_APPROVED')
$$;
--> statement-breakpoint
-- The month a rank key counts in (its first day, free of any time zone); 'infinity' for a registration without one.
CREATE FUNCTION application_queue_month(rank_queue_date date) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(rank_queue_date - (extract(day from rank_queue_date)::int - 1), 'infinity'::date)
$$;
--> statement-breakpoint
-- After each statement on applications, the registrations it added and took away per home and month, in one upsert in
-- a fixed order (homes, then months: two transactions never lock the same counts in opposite orders). A statement that
-- changes nothing a count depends on locks nothing (its sums are 0). A home being deleted is skipped (its counts go
-- with it by the foreign key).
CREATE FUNCTION application_queue_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO application_queue_counts AS c (rental_object_id, queue_month, registrations)
    SELECT d.rental_object_id, d.queue_month, sum(d.n)::int FROM (%s) d
     WHERE EXISTS (SELECT 1 FROM rental_objects r WHERE r.rental_object_id = d.rental_object_id)
     GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
    ON CONFLICT (rental_object_id, queue_month) DO UPDATE SET registrations = c.registrations + excluded.registrations
  $q$, concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT rental_object_id, application_queue_month(rank_queue_date) AS queue_month, 1 AS n FROM new_rows WHERE application_stage_active(stage)' END,
    CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT rental_object_id, application_queue_month(rank_queue_date) AS queue_month, -1 AS n FROM old_rows WHERE application_stage_active(stage)' END));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_queue_counts_on_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_queue_counts_follow();
--> statement-breakpoint
CREATE TRIGGER applications_queue_counts_on_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_queue_counts_follow();
--> statement-breakpoint
CREATE TRIGGER applications_queue_counts_on_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_queue_counts_follow();
--> statement-breakpoint
-- The counts from the registrations themselves: here once, and after a bulk load without triggers (bench/scale/generate.ts).
-- In order, so a home's months lie together on a page or two.
CREATE FUNCTION application_queue_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM application_queue_counts;
  INSERT INTO application_queue_counts (rental_object_id, queue_month, registrations)
    SELECT rental_object_id, application_queue_month(rank_queue_date), count(*) FROM applications
     WHERE application_stage_active(stage) GROUP BY 1, 2 ORDER BY 1, 2;
$$;
--> statement-breakpoint
SELECT application_queue_counts_rebuild();
