DROP INDEX "services_origin_date_idx";--> statement-breakpoint
DROP INDEX "vehicles_plate_final_idx";--> statement-breakpoint
CREATE INDEX "services_origin_date_idx" ON "services" USING btree ("agency_id","origin_id",coalesce("data_proc", ("created_at" at time zone 'America/Sao_Paulo')::date),"vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_plate_final_idx" ON "vehicles" USING btree ("agency_id",right("placa_mercosul", 1),"placa_mercosul","id","owner_id");