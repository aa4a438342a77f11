CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "field_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field_name" text NOT NULL,
	"option_value" text NOT NULL,
	"option_label" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"agency_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"data" date,
	"hora" text DEFAULT '' NOT NULL,
	"posto" text DEFAULT '' NOT NULL,
	"conclusao" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_agency_id_service_id_pk" PRIMARY KEY("agency_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "origins" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome_empresa" text NOT NULL,
	"razao_social" text DEFAULT '' NOT NULL,
	"cnpj" text DEFAULT '' NOT NULL,
	"endereco" text DEFAULT '' NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"complemento" text DEFAULT '' NOT NULL,
	"cep" text DEFAULT '' NOT NULL,
	"bairro" text DEFAULT '' NOT NULL,
	"municipio" text DEFAULT '' NOT NULL,
	"telefone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"data_cadastro" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "origins_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"search_name" text NOT NULL,
	"cpf" text DEFAULT '' NOT NULL,
	"cnpj" text DEFAULT '' NOT NULL,
	"endereco" text DEFAULT '' NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"complemento" text DEFAULT '' NOT NULL,
	"bairro" text DEFAULT '' NOT NULL,
	"cep" text DEFAULT '' NOT NULL,
	"municipio" text DEFAULT '' NOT NULL,
	"uf" text DEFAULT '' NOT NULL,
	"orgao" text DEFAULT '' NOT NULL,
	"emissao" date,
	"cnh" text DEFAULT '' NOT NULL,
	"nacionalidade" text DEFAULT '' NOT NULL,
	"naturalidade" text DEFAULT '' NOT NULL,
	"nasc" date,
	"estado_civil" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tel_com" text DEFAULT '' NOT NULL,
	"ramal" text DEFAULT '' NOT NULL,
	"tel_res" text DEFAULT '' NOT NULL,
	"cel" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_documents" (
	"agency_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"item" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"received" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_documents_agency_id_service_id_item_pk" PRIMARY KEY("agency_id","service_id","item")
);
--> statement-breakpoint
CREATE TABLE "service_files" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"item" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_files_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_movements" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"position" text NOT NULL,
	"moved_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_movements_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"origin_id" uuid,
	"servico" text NOT NULL,
	"assinatura" text DEFAULT '' NOT NULL,
	"posicao" text DEFAULT 'emissao' NOT NULL,
	"origem_servico" text DEFAULT '' NOT NULL,
	"capa_processo" text DEFAULT '' NOT NULL,
	"data_proc" date,
	"prazo" date,
	"n_crv_inf" text DEFAULT '' NOT NULL,
	"emissao" date,
	"uf" text DEFAULT '' NOT NULL,
	"restricoes" text DEFAULT '' NOT NULL,
	"fin_arr" text DEFAULT '' NOT NULL,
	"ex_prop" text DEFAULT '' NOT NULL,
	"cpf_cnpj_ant" text DEFAULT '' NOT NULL,
	"crv_crlv" boolean DEFAULT false NOT NULL,
	"decl_perda" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"valor_cents" integer DEFAULT 0 NOT NULL,
	"honorarios_cents" integer DEFAULT 0 NOT NULL,
	"duvidas_cents" integer DEFAULT 0 NOT NULL,
	"extras_cents" integer DEFAULT 0 NOT NULL,
	"valor_pago_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"observacoes" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"placa" text NOT NULL,
	"placa_mercosul" text NOT NULL,
	"renavam" text NOT NULL,
	"chassis" text DEFAULT '' NOT NULL,
	"placa_anterior" text DEFAULT '' NOT NULL,
	"assinatura" text DEFAULT '' NOT NULL,
	"posicao" text DEFAULT '' NOT NULL,
	"envelope" text DEFAULT '' NOT NULL,
	"entregue" text DEFAULT '' NOT NULL,
	"marca" text DEFAULT '' NOT NULL,
	"modelo" text DEFAULT '' NOT NULL,
	"ano_fabricacao" text DEFAULT '' NOT NULL,
	"ano_modelo" text DEFAULT '' NOT NULL,
	"ch_rem" text DEFAULT '' NOT NULL,
	"especie" text DEFAULT '' NOT NULL,
	"combustivel" text DEFAULT '' NOT NULL,
	"cilindrada" text DEFAULT '' NOT NULL,
	"categoria" text DEFAULT '' NOT NULL,
	"carro" text DEFAULT '' NOT NULL,
	"potencia" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT '' NOT NULL,
	"capacidade_pass" text DEFAULT '' NOT NULL,
	"ton" text DEFAULT '' NOT NULL,
	"cat_seg" text DEFAULT '' NOT NULL,
	"eixos" text DEFAULT '' NOT NULL,
	"procedencia" text DEFAULT '' NOT NULL,
	"cor" text DEFAULT '' NOT NULL,
	"origem_servico" text DEFAULT '' NOT NULL,
	"capa_processo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_agency_id_id_pk" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origins" ADD CONSTRAINT "origins_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documents" ADD CONSTRAINT "service_documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documents" ADD CONSTRAINT "service_documents_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_movements" ADD CONSTRAINT "service_movements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_movements" ADD CONSTRAINT "service_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_movements" ADD CONSTRAINT "service_movements_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agency_id_vehicle_id_vehicles_agency_id_id_fk" FOREIGN KEY ("agency_id","vehicle_id") REFERENCES "public"."vehicles"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agency_id_owner_id_owners_agency_id_id_fk" FOREIGN KEY ("agency_id","owner_id") REFERENCES "public"."owners"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agency_id_origin_id_origins_agency_id_id_fk" FOREIGN KEY ("agency_id","origin_id") REFERENCES "public"."origins"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_agency_id_owner_id_owners_agency_id_id_fk" FOREIGN KEY ("agency_id","owner_id") REFERENCES "public"."owners"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_options_order_idx" ON "field_options" USING btree ("field_name","display_order");--> statement-breakpoint
CREATE INDEX "activities_recent_idx" ON "activities" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "origins_name_idx" ON "origins" USING btree ("agency_id","nome_empresa");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_cpf_uq" ON "owners" USING btree ("agency_id","cpf") WHERE "owners"."cpf" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "owners_cnpj_uq" ON "owners" USING btree ("agency_id","cnpj") WHERE "owners"."cnpj" <> '';--> statement-breakpoint
CREATE INDEX "owners_search_name_trgm" ON "owners" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_files_service_idx" ON "service_files" USING btree ("agency_id","service_id");--> statement-breakpoint
CREATE INDEX "service_movements_service_idx" ON "service_movements" USING btree ("agency_id","service_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "services_number_uq" ON "services" USING btree ("agency_id","number");--> statement-breakpoint
CREATE INDEX "services_vehicle_idx" ON "services" USING btree ("agency_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "services_owner_idx" ON "services" USING btree ("agency_id","owner_id");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("agency_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_placa_uq" ON "vehicles" USING btree ("agency_id","placa_mercosul");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_renavam_uq" ON "vehicles" USING btree ("agency_id","renavam");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_chassis_uq" ON "vehicles" USING btree ("agency_id","chassis") WHERE "vehicles"."chassis" <> '';--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("agency_id","owner_id");