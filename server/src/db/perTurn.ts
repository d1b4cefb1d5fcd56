import DataLoader from 'dataloader';

/** One call of `run` (one value or Error per input, in order) for every call made in the same
 *  turn of the event loop: one round trip to PostgreSQL instead of one each. Nothing is kept
 *  between turns, so each batch sees the rows as committed when it runs. */
export function perTurn<In, Out>(run: (inputs: readonly In[]) => Promise<Array<Out | Error>>) {
  const loader = new DataLoader<In, Out>(run, {
    cache: false,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
  return (input: In) => loader.load(input);
}
