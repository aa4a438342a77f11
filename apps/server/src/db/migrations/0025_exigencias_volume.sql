DROP INDEX "exigencias_queue_idx";--> statement-breakpoint
CREATE INDEX "services_ready_idx" ON "services" USING btree ("agency_id","number") WHERE "services"."posicao" = 'emissao' and "services"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "services_exigencia_idx" ON "services" USING btree ("agency_id","updated_at") WHERE "services"."posicao" = 'exigencia';--> statement-breakpoint
CREATE INDEX "vehicles_placa_trgm" ON "vehicles" USING gin ("placa" gin_trgm_ops,"placa_mercosul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exigencias_queue_order_idx" ON "exigencias" USING btree ("agency_id",("status" = 'open') desc,"deadline","raised_on");--> statement-breakpoint
CREATE INDEX "exigencias_returned_idx" ON "exigencias" USING btree ("agency_id","returned_on","created_at","id") WHERE "exigencias"."status" = 'returned';