/** What every section of the bench is given. */
export interface BenchSettings {
  /** Fewer and shorter rounds. */
  quick: boolean;
  /** The project root, ending in `/`. */
  root: string;
  /** Progress and notes, on stderr so that stdout holds only the table. */
  log: (line: string) => void;
}
