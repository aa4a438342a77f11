-- Row-level security on every tenant table (issue 38 part 4, decision 074). The application's
-- connections act as one of two roles that own nothing: despacha_app sees and writes the rows of
-- the agency in app.agency_id (none while it is empty); despacha_platform, the platform's explicit
-- path (administrators, public pages found by token, background work), every row. FORCE makes the
-- tables' owner obey too: only a superuser or a BYPASSRLS role passes.
-- The agency policy is one equality with a scalar subquery: PostgreSQL evaluates the setting once
-- per statement, and merges it with the statement's own agency_id = … into a one-time check, so
-- estimates and index paths stay what they were without it (an OR with a platform flag here made
-- the planner expect 1/500 of the rows and leave the right indexes; decision 074's table).
-- db/row-level-security.test.ts holds every table with a required agency_id to this.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'despacha_app') THEN CREATE ROLE despacha_app NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'despacha_platform') THEN CREATE ROLE despacha_platform NOLOGIN; END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- another database of the cluster made it meanwhile
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'activities', 'agency_counters', 'agency_customer_settings', 'agency_exports', 'commission_entries',
    'customer_notifications', 'exigencias', 'guia_items', 'guias', 'import_mappings', 'import_run_errors',
    'import_runs', 'inspections', 'invoice_reminders', 'invoices', 'ledger_days', 'licensing_done',
    'licensing_done_finals', 'licensing_reminder_settings', 'licensing_reminders', 'nfse_certificates',
    'nfse_documents', 'nfse_dps_sequences', 'nfse_settings', 'origin_commission_rules', 'origin_settings',
    'origins', 'owner_consents', 'owners', 'payments', 'quotes', 'report_runs', 'requests',
    'service_credit_transfers', 'service_documents', 'service_expenses', 'service_files',
    'service_movements', 'service_payments', 'service_refunds', 'services', 'tracking_links',
    'tracking_views', 'vehicle_plate_finals', 'vehicles'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY agency_isolation ON %I AS PERMISSIVE FOR ALL TO despacha_app '
      'USING (agency_id = (SELECT nullif(current_setting(''app.agency_id'', true), '''')::uuid)) '
      'WITH CHECK (agency_id = (SELECT nullif(current_setting(''app.agency_id'', true), '''')::uuid))',
      t
    );
    EXECUTE format('CREATE POLICY platform_path ON %I AS PERMISSIVE FOR ALL TO despacha_platform USING (true) WITH CHECK (true)', t);
  END LOOP;
END $$;
