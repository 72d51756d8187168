/** A tenant row for store tests: its own name, one module, an empty feed. */
export const tenant = (id: string) => ({
  id,
  trimmedName: id,
  fullName: `Firma ${id}`,
  subscribedModules: ['BASE'],
  subscribedFeatures: [],
  lastSeq: 0,
});
