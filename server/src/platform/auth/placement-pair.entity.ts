import { Entity, PrimaryKey } from '@mikro-orm/core';

/**
 * Which (school, center) pairs a table's rows are placed under: one row per pair that occurs, written by the table's
 * own triggers (migration `placement_pairs`) and never by the app. A center's jurisdiction reaches the rows of the
 * schools it covers; almost all of those rows are the center's own, so the schools' arm of its lists reads only the
 * schools that have a row of another center (or of none), found here, instead of every row of every school it covers
 * (`jurisdictionWhere`, `Placement.pairs`). Pairs are only added: a pair whose rows have moved on makes a school be
 * read that needed not be, never a row be missed.
 */
@Entity({ tableName: 'placement_pair' })
export class PlacementPair {
  /** The placed table (`request`). */
  @PrimaryKey({ type: 'string', length: 63 })
  tbl!: string;

  @PrimaryKey({ type: 'string', length: 20 })
  schoolId!: string;

  /** The row's center, 0 for a row of none. */
  @PrimaryKey({ type: 'integer' })
  centerId!: number;
}
