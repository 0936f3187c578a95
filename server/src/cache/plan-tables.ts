/**
 * Which tables a statement reads, by PostgreSQL's own answer (the answer cache, api-cache.ts):
 * each distinct statement text is planned once with `EXPLAIN (GENERIC_PLAN, VERBOSE, FORMAT JSON)`
 * (PostgreSQL ≥ 16: plans a text with `$n` parameters without their values; nothing runs) and the
 * relations of its plan are kept per text.
 *
 * - Every node of the plan counts: CTEs, InitPlans and SubPlans are nodes under `Plans` like any
 *   other, and a view is expanded by the planner into the scans of its base tables.
 * - A table with a page-view counter (`total_views`, migration 0008 notifies '<table>.total_views'
 *   on its own) adds '<table>.total_views' when one of its scan nodes uses that column (VERBOSE
 *   names every column a node outputs, filters or sorts by). A scan under a join or a sort may
 *   output the whole row (the planner's physical target list): its counter then counts as read
 *   too — a page view invalidates such an answer once more than needed, never one too few.
 * - A text PostgreSQL cannot plan that way (a parameter whose type it cannot infer, a table created
 *   in the same transaction, …) is unresolved: `tablesOf` answers null and the answer that ran it
 *   is not stored. PostgreSQL's refusal is kept per text; a failure to ask (connection lost) is not.
 */
import pg from 'pg';

/** One node of a JSON plan (only what is read here). */
export interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

const COUNTER = 'total_views';

/** The tables a plan reads (and '<table>.total_views' where a node of `counterTables` uses the counter). */
export function tablesOfPlan(plan: PlanNode, counterTables: ReadonlySet<string>): string[] {
  const tables = new Set<string>();
  const visit = (node: PlanNode): void => {
    const { Plans: children, ...own } = node;
    const table = own['Relation Name'];
    if (table) {
      tables.add(table);
      if (counterTables.has(table) && JSON.stringify(own).includes(COUNTER)) tables.add(`${table}.${COUNTER}`);
    }
    for (const child of children ?? []) visit(child);
  };
  visit(plan);
  return [...tables];
}

/** Memoized per statement text: the tables it reads, or null when it has no plan. */
export class StatementTables {
  private readonly known = new Map<string, Promise<string[] | null>>();
  private counterTables: ReadonlySet<string> = new Set();
  /** Distinct statement texts PostgreSQL could not plan (GET /health). */
  unresolved = 0;

  constructor(private readonly pool: pg.Pool) {}

  /** Forgets every answer (the listener connected again: the schema may have changed meanwhile). */
  reset(counterTables: ReadonlySet<string>): void {
    this.counterTables = counterTables;
    this.known.clear();
  }

  tablesOf(text: string): Promise<string[] | null> {
    let answer = this.known.get(text);
    if (!answer) {
      answer = this.explain(text);
      if (this.known.size > 5_000) this.known.clear();
      this.known.set(text, answer);
    }
    return answer;
  }

  private async explain(text: string): Promise<string[] | null> {
    try {
      const { rows } = await this.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (GENERIC_PLAN, VERBOSE, FORMAT JSON) ${text}`);
      return tablesOfPlan(rows[0]!['QUERY PLAN'][0].Plan, this.counterTables);
    } catch (error) {
      // PostgreSQL's refusal (an SQLSTATE) stays; a failure to ask is asked again next time.
      if (error instanceof pg.DatabaseError) this.unresolved++;
      else this.known.delete(text);
      return null;
    }
  }
}
