-- Security issue 32 item 9 (decision 051): the LGPD anonymisation rewrites the texts of the
-- person's audit events in its own transaction. The trail stays append-only for everything else:
-- an UPDATE passes only when the transaction declared itself the anonymisation (SET LOCAL
-- despacha.audit_anonymise, as the retention job does with despacha.audit_prune) and only the
-- texts that can name a person change (summary, changes, actor_name); who, when, what, which
-- record and from where stay as written.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(current_setting('despacha.audit_prune', true), '') = 'on' THEN
		RETURN OLD;
	END IF;
	IF TG_OP = 'UPDATE' AND coalesce(current_setting('despacha.audit_anonymise', true), '') = 'on'
		AND (NEW.id, NEW.agency_id, NEW.actor_id, NEW.actor_role, NEW.action, NEW.entity, NEW.entity_id, NEW.ip, NEW.created_at)
			IS NOT DISTINCT FROM (OLD.id, OLD.agency_id, OLD.actor_id, OLD.actor_role, OLD.action, OLD.entity, OLD.entity_id, OLD.ip, OLD.created_at) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
