// A value built on its first use and kept. For Intl formatters and collators: they cost far more to build than to use,
// and the first one built loads the locale's (and time zone's) data, ≈15 ms on a fast machine; built while a module is
// evaluated, that lands in the start-up task of every page that imports the module, used or not.
export function once<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}
