/** Resolves in a new task: what runs after it is a task of its own, and the browser may paint or handle input first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
