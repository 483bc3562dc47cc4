/**
 * A gate for routed requests: each waits at it until the test has seen what the user sees in the meantime (a
 * busy label, a loading text) and opens it. A fixed delay instead either wastes its length on every run or,
 * on a slow machine, ends before the page has drawn the state the test looks for.
 */
export function answerGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
