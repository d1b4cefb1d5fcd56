import DataLoader from 'dataloader';

/**
 * One call of `run` for every call made in the same turn of the event loop: a campaign blast's
 * requests share one round trip to PostgreSQL instead of one each. Nothing is kept between turns,
 * so each batch sees the rows as committed when it runs. `run` answers one value (or Error) per
 * input, in order.
 */
export function perTurn<In, Out>(run: (inputs: readonly In[]) => Promise<Array<Out | Error>>) {
  const loader = new DataLoader<In, Out>(run, {
    cache: false,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
  return (input: In) => loader.load(input);
}
