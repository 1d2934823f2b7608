-- A pending task of a sequential workflow waits while an earlier task of it is pending ("blocked"). The tasks list
-- and the badge worked that out per row with an EXISTS over the workflow's other tasks, for every row they counted (up
-- to 1 001 for the bounded total) and in a plan that took most of the list's time to make. It is now a column of the
-- task, recomputed for a workflow by statement triggers whenever a task's status, order or workflow changes, a task
-- comes or goes, or the workflow's sequencing changes (decision 0011).
ALTER TABLE "workflow_tasks" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Recomputes the tasks of these workflows. The workflows' rows are locked first, in order: two transactions changing
-- one workflow's tasks take turns here, and the second computes from what the first committed. (The services lock the
-- workflow before its task, so a task's lock is never held by one while the other waits for the workflow.)
CREATE FUNCTION workflow_tasks_refresh_blocked(flows integer[]) RETURNS void
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF cardinality(flows) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM workflows WHERE id = ANY(flows) ORDER BY id FOR NO KEY UPDATE;
  UPDATE workflow_tasks t SET blocked = r.blocked
  FROM (
    SELECT t2.id, t2.status = 'pending' AND w.is_sequential AND coalesce(count(*) FILTER (WHERE t2.status = 'pending') OVER (
             PARTITION BY t2.workflow_id ORDER BY t2.sort_order, t2.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) > 0
           AS blocked
    FROM workflow_tasks t2 JOIN workflows w ON w.id = t2.workflow_id
    WHERE t2.workflow_id = ANY(flows)
  ) r
  WHERE t.id = r.id AND t.blocked IS DISTINCT FROM r.blocked;
END
$$;
--> statement-breakpoint
-- One function for the three statements on the tasks: each passes the workflows its rows were and became, and an
-- update only when a status, an order or a workflow changed (so the function's own update of "blocked" stops here).
CREATE FUNCTION workflow_tasks_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM workflow_tasks_refresh_blocked(ARRAY(SELECT DISTINCT workflow_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM workflow_tasks_refresh_blocked(ARRAY(SELECT DISTINCT workflow_id FROM old_rows));
  ELSE
    PERFORM workflow_tasks_refresh_blocked(ARRAY(
      SELECT o.workflow_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.status, o.sort_order, o.workflow_id) IS DISTINCT FROM (n.status, n.sort_order, n.workflow_id)
      UNION
      SELECT n.workflow_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.status, o.sort_order, o.workflow_id) IS DISTINCT FROM (n.status, n.sort_order, n.workflow_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workflow_tasks_blocked_insert AFTER INSERT ON workflow_tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION workflow_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER workflow_tasks_blocked_update AFTER UPDATE ON workflow_tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION workflow_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER workflow_tasks_blocked_delete AFTER DELETE ON workflow_tasks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION workflow_tasks_changed();
--> statement-breakpoint
CREATE FUNCTION workflows_sequencing_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM workflow_tasks_refresh_blocked(ARRAY(
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.is_sequential IS DISTINCT FROM n.is_sequential));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workflows_blocked_update AFTER UPDATE ON workflows
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION workflows_sequencing_changed();
--> statement-breakpoint
-- The tasks made before this migration, through the same recomputation.
SELECT workflow_tasks_refresh_blocked(ARRAY(SELECT DISTINCT workflow_id FROM workflow_tasks));
