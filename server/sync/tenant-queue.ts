/**
 * Runs the tasks of one key one after another, tasks of different keys side by side. A push
 * waits here for the instance's earlier pushes of the same tenant before it takes a database
 * connection: on PostgreSQL they would each hold a pooled connection while waiting for the
 * tenant's row (lockTenant), and enough of them would leave other tenants' pulls no connection.
 */
export function keyedQueue(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
