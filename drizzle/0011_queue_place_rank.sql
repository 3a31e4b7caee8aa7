ALTER TABLE "applications" ADD COLUMN "rank_queue_date" date;--> statement-breakpoint
CREATE INDEX "applications_rank_idx" ON "applications" USING btree ("rental_object_id","rank_queue_date","created_at","application_id") WHERE rank_queue_date is not null and stage in ('INTEREST', 'RANKED', 'NOT_INVITED', 'SHOWING_INVITED', 'SHOWING_DONE', 'CHECK', 'OFFERED', 'ACCEPTED', 'PROPOSED', 'LANDLORD_APPROVED');--> statement-breakpoint
CREATE INDEX "applications_active_object_idx" ON "applications" USING btree ("rental_object_id") WHERE stage in ('INTEREST', 'RANKED', 'NOT_INVITED', 'SHOWING_INVITED', 'SHOWING_DONE', 'CHECK', 'OFFERED', 'ACCEPTED', 'PROPOSED', 'LANDLORD_APPROVED');--> statement-breakpoint
-- The rank key follows the applicant: set on a registration's insert, and on every registration of an applicant whose
-- queue date or status changes. Registration times are kept to the millisecond (the JavaScript Date's precision), so
-- the SQL ranking and server/domain/application-ranking.ts compare ties alike.
CREATE FUNCTION applications_rank_from_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.created_at := date_trunc('milliseconds', NEW.created_at);
  SELECT CASE WHEN a.applicant_status_id = 1 THEN a.queue_date END INTO NEW.rank_queue_date
    FROM applicants a WHERE a.applicant_id = NEW.applicant_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_rank_on_insert BEFORE INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_rank_from_applicant();
--> statement-breakpoint
CREATE FUNCTION applicants_rank_to_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET rank_queue_date = CASE WHEN NEW.applicant_status_id = 1 THEN NEW.queue_date END
    WHERE applicant_id = NEW.applicant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_rank_on_update AFTER UPDATE OF queue_date, applicant_status_id ON applicants
  FOR EACH ROW WHEN (OLD.queue_date IS DISTINCT FROM NEW.queue_date OR OLD.applicant_status_id IS DISTINCT FROM NEW.applicant_status_id)
  EXECUTE FUNCTION applicants_rank_to_applications();
--> statement-breakpoint
UPDATE applications ap SET
  rank_queue_date = CASE WHEN a.applicant_status_id = 1 THEN a.queue_date END,
  created_at = date_trunc('milliseconds', ap.created_at)
  FROM applicants a WHERE a.applicant_id = ap.applicant_id;
