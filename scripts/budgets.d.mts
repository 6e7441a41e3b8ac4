/** A budget line: see checkBudgets in budgets.mjs. */
export interface BudgetCheck {
  what: string;
  gzip: number | null;
  budget?: number;
  met?: boolean;
  note?: string;
}
export const BUDGETS: { entry: number; page: number; variantChunk: number; engine: number };
export const ENTRY: string;
export function staticallyLoaded(dist: string, start?: string): Promise<Set<string>>;
export function staticOutputs(
  root: string,
  entry: string,
  options?: { minify?: boolean },
): Promise<{ files: { path: string; contents: Uint8Array; text: string }[]; modules: Set<string> }>;
export function variantChunks(root: string): string[];
export function checkBudgets(root: string): Promise<BudgetCheck[]>;
export function kB(bytes: number): string;
export function formatCheck(check: BudgetCheck): string;
