/** goober keeps its rules in the one text node of <style id="_goober"> and adds each new class
 *  with `node.data = node.data + rule`. Chromium re-parses the whole style sheet on every such
 *  write, so the ~70 module-level css() calls that run while a page's chunks evaluate cost
 *  O(n²): ~50 full re-parses in one long task of the Home page.
 *
 *  This creates goober's <style> first (goober finds it by its id) and makes its text node buffer
 *  the writes: goober reads and writes the buffer, and the real node receives it once, in a
 *  microtask, i.e. one parse per burst of css() calls and still before the next style recalc.
 *  Every css() call in the app runs at module level, so nothing measures layout in between. */
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

// Imported first by main.tsx, so it runs before any module-level css() call.
batchStyleWrites(document);
