/**
 * Aggregate columns: their formulas (formulas.ts, shared by the seed and the runtime), the write
 * protocol that keeps them exact under concurrency (writes.ts) and the ranking positions computed
 * at read time (ranks.ts).
 */
export { recomputeAllAggregates, refreshAggregates, type AggregateGroup, type Executor } from './formulas';
export { lockAggregateRows, refreshTouched, withAggregates, type Touched } from './writes';
export { brandRankSql, rankPositions, sourceRankSql } from './ranks';
