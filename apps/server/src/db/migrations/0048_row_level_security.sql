-- Row-level security on every tenant table (issue 38 part 4, decision 074). A connection sees and
-- writes the rows of the agency in app.agency_id, or every row when app.scope is 'platform'; with
-- neither set, none. FORCE makes the tables' owner obey too: only a superuser or a BYPASSRLS role
-- passes. The settings are read once per statement (the scalar subqueries become InitPlans), not
-- once per row. db/row-level-security.test.ts holds every table with a required agency_id to this.
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
      'CREATE POLICY agency_isolation ON %I AS PERMISSIVE FOR ALL TO PUBLIC '
      'USING (agency_id = (SELECT nullif(current_setting(''app.agency_id'', true), '''')::uuid) '
      'OR (SELECT current_setting(''app.scope'', true)) = ''platform'') '
      'WITH CHECK (agency_id = (SELECT nullif(current_setting(''app.agency_id'', true), '''')::uuid) '
      'OR (SELECT current_setting(''app.scope'', true)) = ''platform'')',
      t
    );
  END LOOP;
END $$;
