CREATE INDEX "rental_objects_sort_start_idx" ON "rental_objects" USING btree ("start_date" DESC NULLS LAST,"rental_object_id" collate "C");--> statement-breakpoint
CREATE INDEX "rental_objects_sort_last_reply_idx" ON "rental_objects" USING btree ("last_reply_date","rental_object_id" collate "C");--> statement-breakpoint
CREATE INDEX "rental_objects_sort_move_in_idx" ON "rental_objects" USING btree ("move_in_date","rental_object_id" collate "C");--> statement-breakpoint
CREATE INDEX "rental_objects_sort_rent_idx" ON "rental_objects" USING btree ("rent","rental_object_id" collate "C");--> statement-breakpoint
CREATE INDEX "rental_objects_sort_rent_desc_idx" ON "rental_objects" USING btree ("rent" DESC NULLS LAST,"rental_object_id" collate "C");--> statement-breakpoint
CREATE INDEX "rental_objects_sort_area_desc_idx" ON "rental_objects" USING btree ("area" DESC NULLS LAST,"rental_object_id" collate "C");--> statement-breakpoint
CREATE INDEX "rental_objects_sort_rooms_desc_idx" ON "rental_objects" USING btree ("rooms" DESC NULLS LAST,"rental_object_id" collate "C");--> statement-breakpoint
CREATE INDEX "rental_objects_categories_idx" ON "rental_objects" USING gin ("category_ids");