/** A @web/test-runner reporter: failures in full, passes counted, "N passed, N failed" last. */
export function shortReporter(): {
  start(): void;
  onTestRunFinished(args: { sessions: readonly object[] }): void;
};
