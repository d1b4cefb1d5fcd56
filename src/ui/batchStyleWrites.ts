/** goober adds each new class with `node.data = node.data + rule` on its <style id="_goober">,
 *  and Chromium re-parses the whole sheet on every such write. This creates that <style> first
 *  and buffers its text node's writes: the real node receives them once per burst of css() calls,
 *  in a microtask, before the next style recalc. (Every css() call runs at module level, so
 *  nothing measures layout in between.) */
export function batchStyleWrites(doc: Document): void {
  if (doc.getElementById('_goober')) return;
  const style = doc.createElement('style');
  style.id = '_goober';
  const node = doc.createTextNode(' ');
  style.append(node);
  doc.head.append(style);

  const data = Object.getOwnPropertyDescriptor(
    (doc.defaultView ?? window).CharacterData.prototype,
    'data',
  );
  if (!data?.get || !data.set) return;
  const { get, set } = data;
  let pending: string | null = null;
  Object.defineProperty(node, 'data', {
    configurable: true,
    get: () => pending ?? get.call(node),
    set: (value: string) => {
      if (pending === null) {
        queueMicrotask(() => {
          set.call(node, pending);
          pending = null;
        });
      }
      pending = value;
    },
  });
}
